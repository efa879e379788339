import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { completeSignIn, noticesAtom, portalStore, sessionAtom, strings } from '@portal/shared';
import { renderWithPortal, pasteInto } from '@portal/shared/testing';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { ResetPasswordPage } from '../reset-password-page';
import { ForgetPasswordPage } from '../../forget-password/forget-password-page';
import { fieldStrings } from '../../../forms/strings';
import { resetPasswordStrings } from '../strings';

const RESET = 'PUT /api/v1/account/forget-password';
const TRX_RESET = 'PUT /api/v1/account/forget-trx-password';
const LINK_CHECK = 'POST /api/v1/account/forget-password/link-check';
const PHONE = '13800138000';
const LINK = '/reset-password?email=demo%40example.com&code=123456';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
  api.on(RESET, { data: null });
  api.on(TRX_RESET, { data: null });
  api.on(LINK_CHECK, { data: { valid: true } });
  localStorage.clear();
  sessionStorage.clear();
  portalStore.set(noticesAtom, []);
});

function Landed() {
  const { pathname, search } = useLocation();
  return <p>{`landed on ${pathname}${search}`}</p>;
}

/** Opens the page at `route`; with `state`, the way the code check does (the phone in the navigation state). */
function renderPage(route: string, { state, signedIn = false }: { state?: unknown; signedIn?: boolean } = {}) {
  const store = createStore();
  if (signedIn) completeSignIn('token-1', store);
  renderWithPortal(
    <Routes>
      <Route path="/start" element={<Navigate to={route} state={state} />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/forget-password" element={<ForgetPasswordPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: state === undefined ? route : '/start', store },
  );
  return { user: userEvent.setup(), store };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function typeBoth(
  user: ReturnType<typeof userEvent.setup>,
  first: string,
  second: string,
  labels = [resetPasswordStrings.passwordLabel, resetPasswordStrings.confirmLabel],
) {
  const [password = '', confirm = ''] = labels;
  // A link is checked first: the form shows once it is known to work.
  await screen.findByLabelText(password, { selector: 'input' });
  if (first) await pasteInto(user, field(password), first);
  if (second) await pasteInto(user, field(confirm), second);
  await user.click(screen.getByRole('button', { name: resetPasswordStrings.submit }));
}

describe('/reset-password, phone flow', () => {
  const phoneFlow = (signedIn = false) => renderPage('/reset-password', { state: { phone: PHONE }, signedIn });

  it('goes to /forget-password with neither a phone nor a link', async () => {
    renderPage('/reset-password');
    expect(await screen.findByRole('heading', { name: strings.pages.forgetPassword })).toBeInTheDocument();
  });

  it('checks the new password with the standard rule and the confirmation against it', async () => {
    const { user } = phoneFlow();
    await typeBoth(user, '', '');
    expect(field(resetPasswordStrings.passwordLabel)).toHaveAccessibleDescription(
      expect.stringContaining(strings.validation.required),
    );
    expect(field(resetPasswordStrings.confirmLabel)).toHaveAccessibleDescription(strings.validation.required);

    await pasteInto(user, field(resetPasswordStrings.passwordLabel), 'abc12');
    await user.click(screen.getByRole('button', { name: resetPasswordStrings.submit }));
    expect(field(resetPasswordStrings.passwordLabel)).toHaveAccessibleDescription(
      expect.stringContaining(strings.validation.belowMinLength),
    );

    await user.clear(field(resetPasswordStrings.passwordLabel));
    await pasteInto(user, field(resetPasswordStrings.passwordLabel), 'abcdefgh1');
    await user.click(screen.getByRole('button', { name: resetPasswordStrings.submit }));
    expect(field(resetPasswordStrings.passwordLabel)).toHaveAccessibleDescription(
      expect.stringContaining(strings.validation.passwordPattern),
    );

    await user.clear(field(resetPasswordStrings.passwordLabel));
    await pasteInto(user, field(resetPasswordStrings.passwordLabel), 'NewPass123');
    await pasteInto(user, field(resetPasswordStrings.confirmLabel), 'NewPass124');
    await user.click(screen.getByRole('button', { name: resetPasswordStrings.submit }));
    expect(field(resetPasswordStrings.confirmLabel)).toHaveAccessibleDescription(
      strings.validation.confirmPasswordMismatch,
    );
    expect(api.callsTo(RESET)).toHaveLength(0);
  });

  it('saves the password for the phone, clears the local session and goes to /sign-in', async () => {
    const { user, store } = phoneFlow(true);
    expect(store.get(sessionAtom).isLogin).toBe(true);
    await typeBoth(user, 'NewPass123', 'NewPass123');

    expect(await screen.findByText('landed on /sign-in')).toBeInTheDocument();
    expect(api.callsTo(RESET).map((call) => call.body)).toEqual([
      { phone_info: { phone: PHONE, phone_prefix: '86' }, password: 'NewPass123' },
    ]);
    expect(store.get(sessionAtom)).toEqual({ isLogin: false, token: '' });
    expect(screen.getByRole('status')).toHaveTextContent(resetPasswordStrings.passwordReset);
  });

  it('keeps both values when the network fails', async () => {
    api.on(RESET, { networkError: true });
    const { user } = phoneFlow();
    await typeBoth(user, 'NewPass123', 'NewPass123');

    expect(await screen.findByText(strings.api.networkWrite)).toBeInTheDocument();
    expect(field(resetPasswordStrings.passwordLabel)).toHaveValue('NewPass123');
    expect(field(resetPasswordStrings.confirmLabel)).toHaveValue('NewPass123');
    expect(screen.getByRole('button', { name: resetPasswordStrings.submit })).toBeEnabled();
  });

  it('stays, with the values, when the server refuses (its message shown once by the client)', async () => {
    const refusal = '请先完成短信验证';
    api.on(RESET, { code: 2009, message: refusal, status: 403 });
    const { user } = phoneFlow();
    await typeBoth(user, 'NewPass123', 'NewPass123');

    expect(await screen.findByText(strings.api.withCode(refusal, 2009))).toBeInTheDocument();
    expect(screen.getAllByText(refusal, { exact: false })).toHaveLength(1);
    expect(field(resetPasswordStrings.passwordLabel)).toHaveValue('NewPass123');
  });
});

describe('/reset-password, e-mail link', () => {
  it('FORGET_PASSWORD: saves the password with the e-mail and the code, then /sign-in', async () => {
    const { user } = renderPage(`${LINK}&type=FORGET_PASSWORD`);
    expect(await screen.findByRole('heading', { name: strings.pages.resetPassword })).toBeInTheDocument();
    await typeBoth(user, 'NewPass123', 'NewPass123');

    expect(await screen.findByText('landed on /sign-in')).toBeInTheDocument();
    expect(api.callsTo(RESET).map((call) => call.body)).toEqual([
      { email: 'demo@example.com', password: 'NewPass123', captcha: '123456' },
    ]);
  });

  it('checks the link as it opens, without using it, and shows the form while it works', async () => {
    renderPage(`${LINK}&type=FORGET_PASSWORD`);
    expect(await screen.findByLabelText(resetPasswordStrings.passwordLabel, { selector: 'input' })).toBeInTheDocument();
    expect(api.callsTo(LINK_CHECK).map((call) => call.body)).toEqual([
      { email: 'demo@example.com', captcha: '123456', type: 'FORGET_PASSWORD' },
    ]);
    expect(api.callsTo(RESET)).toHaveLength(0);
  });

  it('says at once that a used or expired link no longer works, and asks for a new one on the e-mail tab', async () => {
    api.on(LINK_CHECK, { data: { valid: false } });
    const { user } = renderPage(`${LINK}&type=FORGET_PASSWORD`);
    expect(await screen.findByRole('alert')).toHaveTextContent(resetPasswordStrings.invalidLink);
    expect(screen.queryByLabelText(resetPasswordStrings.passwordLabel, { selector: 'input' })).not.toBeInTheDocument();
    // No error notice: the screen says it.
    expect(portalStore.get(noticesAtom)).toEqual([]);

    await user.click(screen.getByRole('button', { name: resetPasswordStrings.requestNewLink }));
    expect(await screen.findByRole('tab', { name: strings.auth.emailTab, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: fieldStrings.email.label })).toHaveValue('demo@example.com');
    expect(screen.getByRole('button', { name: strings.auth.sendLink })).toBeInTheDocument();
  });

  describe('FORGET_TRX_PASSWORD', () => {
    const TRX = [resetPasswordStrings.trxPasswordLabel, resetPasswordStrings.trxConfirmLabel];
    const trxLink = `${LINK}&type=FORGET_TRX_PASSWORD`;

    it("is titled '重置交易密码' and applies the 6-10 rule to both fields, without comparing them", async () => {
      const { user } = renderPage(trxLink);
      expect(await screen.findByRole('heading', { name: strings.auth.resetTransactionPassword })).toBeInTheDocument();

      await typeBoth(user, '', '', TRX);
      expect(field(resetPasswordStrings.trxPasswordLabel)).toHaveAccessibleDescription(
        expect.stringContaining(strings.validation.required),
      );
      expect(field(resetPasswordStrings.trxConfirmLabel)).toHaveAccessibleDescription(strings.validation.required);

      await typeBoth(user, 'ab12', 'abc12345678', TRX);
      const rule = strings.validation.alphanumeric6to10;
      expect(field(resetPasswordStrings.trxPasswordLabel)).toHaveAccessibleDescription(expect.stringContaining(rule));
      expect(field(resetPasswordStrings.trxConfirmLabel)).toHaveAccessibleDescription(rule);
      expect(api.callsTo(TRX_RESET)).toHaveLength(0);

      await user.clear(field(resetPasswordStrings.trxPasswordLabel));
      await user.clear(field(resetPasswordStrings.trxConfirmLabel));
      await typeBoth(user, 'abc123', 'xyz789', TRX);
      expect(await screen.findByText('landed on /sign-in')).toBeInTheDocument();
      expect(api.callsTo(TRX_RESET).map((call) => call.body)).toEqual([
        { email: 'demo@example.com', trx_password: 'abc123', captcha: '123456' },
      ]);
      expect(api.callsTo(RESET)).toHaveLength(0);
    });

    it('goes to /settings when signed in, and keeps the session', async () => {
      const { user, store } = renderPage(trxLink, { signedIn: true });
      await typeBoth(user, 'abc123', 'abc123', TRX);
      expect(await screen.findByText('landed on /settings')).toBeInTheDocument();
      expect(store.get(sessionAtom).isLogin).toBe(true);
      expect(screen.getByRole('status')).toHaveTextContent(resetPasswordStrings.trxPasswordReset);
    });
  });

  it.each([
    ['without the code', '/reset-password?email=demo%40example.com&type=FORGET_PASSWORD'],
    ['without the e-mail', '/reset-password?code=123456&type=FORGET_PASSWORD'],
    ['with an unknown type', `${LINK}&type=SOMETHING_ELSE`],
    ['without a type', LINK],
    ['with a malformed code', '/reset-password?email=demo%40example.com&code=12ab&type=FORGET_PASSWORD'],
  ])('says a link %s is invalid and offers a new one', async (_case, route) => {
    const { user } = renderPage(route);
    expect(await screen.findByRole('alert')).toHaveTextContent(resetPasswordStrings.invalidLink);
    expect(screen.queryByLabelText(resetPasswordStrings.passwordLabel, { selector: 'input' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: resetPasswordStrings.requestNewLink }));
    expect(await screen.findByRole('heading', { name: strings.pages.forgetPassword })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: strings.auth.emailTab, selected: true })).toBeInTheDocument();
  });

  it('offers a new transaction-password link for a broken one', async () => {
    const { user } = renderPage('/reset-password?email=demo%40example.com&type=FORGET_TRX_PASSWORD');
    expect(await screen.findByRole('heading', { name: strings.auth.resetTransactionPassword })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: resetPasswordStrings.requestNewLink }));
    expect(await screen.findByRole('heading', { name: strings.auth.resetTransactionPassword })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: fieldStrings.email.label })).toHaveValue('demo@example.com');
  });
});
