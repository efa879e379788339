import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { PATHS, STORAGE_KEYS, sessionAtom, strings } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { SignInPage } from '../sign-in-page';
import {
  LOGIN,
  fillEmail,
  fillPhone,
  passwordInput,
  phoneInput,
  renderSignIn,
  submitButton,
  STUB,
  startFakeApi,
} from './render-sign-in';
import { shellStrings } from '../../../shell/auth-strings';
import { signInStrings } from '../strings';
import { TEST_MERCHANT } from '../../../testing/test-merchant';

const api = startFakeApi();
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

describe('the login request', () => {
  it('sends the password, the phone with prefix 86 and this browser’s device id', async () => {
    const user = userEvent.setup();
    api.on(LOGIN, { data: { token: 'pending-token', email: true, check: true } });
    await renderSignIn();
    await fillPhone(user);
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: signInStrings.verificationTitle });
    const [call] = api.callsTo(LOGIN);
    expect(call?.body).toEqual({
      password: 'Demo1234',
      phone_info: { phone: '13800138000', phone_prefix: '86' },
      device_id: expect.stringMatching(DEVICE_ID),
    });
  });

  it('sends the password and the e-mail on the e-mail tab, with the same device id each time', async () => {
    const user = userEvent.setup();
    api.on(LOGIN, { code: 2001, message: '账号或密码错误', status: 401 });
    await renderSignIn();
    await fillEmail(user);
    await user.click(submitButton());
    await screen.findByText(strings.api.withCode('账号或密码错误', 2001));
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo(LOGIN)).toHaveLength(2));

    const [first, second] = api.callsTo(LOGIN);
    const deviceId = localStorage.getItem(STORAGE_KEYS.deviceId);
    expect(deviceId).toMatch(DEVICE_ID);
    expect(first?.body).toEqual({ password: 'Demo1234', email: 'demo@example.com', device_id: deviceId });
    expect(second?.body).toEqual(first?.body);
  });

  it('shows a server refusal once (from the client) and keeps the form', async () => {
    const user = userEvent.setup();
    api.on(LOGIN, { code: 2001, message: '账号或密码错误', status: 401 });
    await renderSignIn();
    await fillPhone(user);
    await user.click(submitButton());
    expect(await screen.findAllByText(strings.api.withCode('账号或密码错误', 2001))).toHaveLength(1);
    expect(phoneInput()).toHaveValue('13800138000');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('after the login answer', () => {
  it('goes to /sign-email when no e-mail is bound, with the token stored but not signed in', async () => {
    const user = userEvent.setup();
    api.on(LOGIN, { data: { token: 'pending-token', email: false, check: true } });
    const { store } = await renderSignIn();
    await fillPhone(user);
    await user.click(submitButton());
    expect(await screen.findByText(STUB.signEmail)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('pending-token');
    expect(store.get(sessionAtom).isLogin).toBe(false);
    expect(localStorage.getItem('isLogin')).not.toBe('true');
  });

  it('opens the phone verification dialog when a check is asked on the phone tab', async () => {
    const user = userEvent.setup();
    api.on(LOGIN, { data: { token: 'pending-token', email: true, check: true } });
    const { store } = await renderSignIn();
    await fillPhone(user);
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: signInStrings.verificationTitle });
    const target = await within(dialog).findByRole('textbox', { name: signInStrings.phoneLabel });
    expect(target).toHaveValue('+86 13800138000');
    expect(target).toBeDisabled();
    expect(localStorage.getItem('token')).toBe('pending-token');
    expect(store.get(sessionAtom).isLogin).toBe(false);
  });

  it('opens the e-mail verification dialog when a check is asked on the e-mail tab', async () => {
    const user = userEvent.setup();
    api.on(LOGIN, { data: { token: 'pending-token', email: true, check: true } });
    await renderSignIn();
    await fillEmail(user);
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: signInStrings.verificationTitle });
    const target = await within(dialog).findByRole('textbox', { name: signInStrings.emailLabel });
    expect(target).toHaveValue('demo@example.com');
    expect(target).toBeDisabled();
  });

  it('signs in and goes to /wallet when no check is needed', async () => {
    const user = userEvent.setup();
    api.on(LOGIN, { data: { token: 'full-token', email: true, check: false } });
    const { store } = await renderSignIn();
    await fillPhone(user);
    await user.click(submitButton());
    expect(await screen.findByText(STUB.wallet)).toBeInTheDocument();
    expect(store.get(sessionAtom)).toEqual({ isLogin: true, token: 'full-token' });
    expect(localStorage.getItem('token')).toBe('full-token');
    expect(sessionStorage.getItem('token')).toBe('full-token');
  });
});

describe('while and after submitting', () => {
  it('keeps the typed phone and password after a network error', async () => {
    const user = userEvent.setup();
    api.on(LOGIN, { networkError: true });
    await renderSignIn();
    await fillPhone(user);
    await user.click(submitButton());
    expect(await screen.findByText(strings.api.networkWrite)).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('13800138000');
    expect(passwordInput()).toHaveValue('Demo1234');
    expect(submitButton()).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the button busy while the request is in flight and sends it once', async () => {
    const user = userEvent.setup();
    api.on(LOGIN, { data: { token: 'full-token', email: true, check: false } });
    await renderSignIn();
    await fillPhone(user);
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(submitButton()).toBeDisabled();
    await screen.findByText(STUB.wallet);
    expect(api.callsTo(LOGIN)).toHaveLength(1);
  });
});

describe('the back arrow', () => {
  it("leads to the merchant's website when the sign-in page is the first page of the tab", async () => {
    await renderSignIn();
    expect(screen.queryByRole('button', { name: shellStrings.back })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: shellStrings.back })).toHaveAttribute(
      'href',
      `https://${TEST_MERCHANT.website}/`,
    );
  });

  it('goes back one step when there is an earlier page', async () => {
    const toSignIn = '去登录';
    const user = userEvent.setup();
    window.history.pushState({}, '', '/');
    renderWithPortal(
      <Routes>
        <Route path="/" element={<Link to={PATHS.signIn}>{toSignIn}</Link>} />
        <Route path={PATHS.signIn} element={<SignInPage />} />
      </Routes>,
    );
    await user.click(screen.getByRole('link', { name: toSignIn }));
    await user.click(await screen.findByRole('button', { name: shellStrings.back }));
    expect(screen.getByRole('link', { name: toSignIn })).toBeInTheDocument();
  });
});
