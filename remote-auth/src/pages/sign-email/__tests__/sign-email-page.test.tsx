import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Link, Route, Routes } from 'react-router-dom';
import { beginSignIn, requestToken, sessionAtom, strings, countdownLabel } from '@portal/shared';
import { renderWithPortal, pasteInto } from '@portal/shared/testing';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { SignEmailPage } from '../sign-email-page';
import { signEmailStrings } from '../strings';
import { fieldStrings } from '../../../forms/strings';

const v = strings.validation;
const SEND_CODE = 'POST /api/v1/account/send/code';
const BIND = 'POST /api/v1/account/email/bind';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
  api.on(BIND, { data: { token: 'bound-token' } });
  api.on(SEND_CODE, { data: null });
  localStorage.clear();
  sessionStorage.clear();
});

/** Renders /sign-email after a registration (a token in storage) unless told otherwise. */
/** The test's own link in and what the routes it leaves for show. */
const TO_SIGN_EMAIL = '去绑定';
const AT = { signIn: '到达登录', wallet: '到达钱包' };

async function renderSignEmail({ signedIn = true } = {}) {
  const store = createStore();
  if (signedIn) beginSignIn('registered-token');
  const user = userEvent.setup();
  const view = renderWithPortal(
    <Routes>
      <Route path="/start" element={<Link to="/sign-email">{TO_SIGN_EMAIL}</Link>} />
      <Route path="/sign-email" element={<SignEmailPage />} />
      <Route path="/sign-in" element={<p>{AT.signIn}</p>} />
      <Route path="/wallet" element={<p>{AT.wallet}</p>} />
    </Routes>,
    { route: '/start', store },
  );
  await user.click(screen.getByRole('link', { name: TO_SIGN_EMAIL }));
  return { user, ...view };
}

const email = () => screen.getByLabelText(fieldStrings.email.label, { selector: 'input' });
const code = () => screen.getByLabelText(signEmailStrings.codeLabel, { selector: 'input' });
const sendCode = () => screen.getByRole('button', { name: strings.ui.sendCode });
const submit = () => screen.getByRole('button', { name: signEmailStrings.submit });

async function requestCode(user: ReturnType<typeof userEvent.setup>, address = 'new@example.com') {
  await pasteInto(user, email(), address);
  await user.click(sendCode());
  await screen.findByRole('button', { name: countdownLabel(60) });
}

describe('/sign-email', () => {
  it('sends a visitor without a token to /sign-in', async () => {
    await renderSignEmail({ signedIn: false });
    expect(await screen.findByText(AT.signIn)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: strings.pages.signEmail })).not.toBeInTheDocument();
  });

  it('shows the login shell titled 绑定邮箱', async () => {
    await renderSignEmail();
    expect(await screen.findByRole('heading', { name: strings.pages.signEmail })).toBeInTheDocument();
  });

  describe('the e-mail', () => {
    it.each([
      ['', strings.validation.enterEmail],
      ['not-an-email', strings.validation.email],
      [`${'a'.repeat(30)}@example.com`, strings.validation.tooLong],
    ])('%j gives %s on submit', async (value, message) => {
      const { user } = await renderSignEmail();
      await screen.findByRole('heading', { name: strings.pages.signEmail });
      if (value) await pasteInto(user, email(), value);
      await user.click(submit());
      expect(email()).toHaveAccessibleDescription(message);
      expect(api.callsTo(BIND)).toHaveLength(0);
    });

    it('must be valid before a code is sent', async () => {
      const { user } = await renderSignEmail();
      await screen.findByRole('heading', { name: strings.pages.signEmail });
      await user.click(sendCode());
      expect(email()).toHaveAccessibleDescription(v.enterEmail);
      await pasteInto(user, email(), 'bad@');
      await user.click(sendCode());
      expect(email()).toHaveAccessibleDescription(strings.validation.email);
      expect(api.callsTo(SEND_CODE)).toHaveLength(0);
    });
  });

  it('sends a bind-e-mail code and counts down', async () => {
    const { user } = await renderSignEmail();
    await screen.findByRole('heading', { name: strings.pages.signEmail });
    await requestCode(user);
    expect(screen.getByRole('button', { name: countdownLabel(60) })).toBeDisabled();
    expect(api.callsTo(SEND_CODE).map((call) => [call.body, call.authorization])).toEqual([
      [
        { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email: 'new@example.com' },
        'Bearer registered-token',
      ],
    ]);
  });

  it('asks for the code first: 请先获取验证码', async () => {
    const { user } = await renderSignEmail();
    await screen.findByRole('heading', { name: strings.pages.signEmail });
    await pasteInto(user, email(), 'new@example.com');
    await pasteInto(user, code(), '123456');
    await user.click(submit());
    expect(code()).toHaveAccessibleDescription(strings.validation.codeNotRequested);
    expect(api.callsTo(BIND)).toHaveLength(0);
  });

  it('checks the code once requested: 请输入正确验证码', async () => {
    const { user } = await renderSignEmail();
    await screen.findByRole('heading', { name: strings.pages.signEmail });
    await requestCode(user);
    await pasteInto(user, code(), '12');
    await user.click(submit());
    expect(code()).toHaveAccessibleDescription(strings.validation.code);
  });

  it('with a token in the answer, stores it and goes to /wallet', async () => {
    const { user, store } = await renderSignEmail();
    await screen.findByRole('heading', { name: strings.pages.signEmail });
    await requestCode(user);
    await pasteInto(user, code(), '123456');
    await user.click(submit());
    expect(await screen.findByText(AT.wallet)).toBeInTheDocument();
    expect(api.callsTo(BIND).map((call) => call.body)).toEqual([{ email: 'new@example.com', captcha: '123456' }]);
    expect(store.get(sessionAtom)).toEqual({ isLogin: true, token: 'bound-token' });
    expect(localStorage.getItem('token')).toBe('bound-token');
  });

  it('offers another account: the half-finished sign-in is ended and the sign-in form opens', async () => {
    api.on('DELETE /api/v1/account/login', { data: null });
    const { user, store } = await renderSignEmail();
    await user.click(await screen.findByRole('button', { name: signEmailStrings.otherAccount }));
    expect(await screen.findByText(AT.signIn)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/account/login')).toHaveLength(1);
    expect(store.get(sessionAtom).isLogin).toBe(false);
    // The token stays in local storage as spec §4 says, but this tab no longer sends it.
    expect(sessionStorage.getItem('signInInProgress')).toBeNull();
    expect(requestToken()).toBeNull();
  });

  it('without a token in the answer, goes to /sign-in', async () => {
    api.on(BIND, { data: {} });
    const { user, store } = await renderSignEmail();
    await screen.findByRole('heading', { name: strings.pages.signEmail });
    await requestCode(user);
    await pasteInto(user, code(), '123456');
    await user.click(submit());
    expect(await screen.findByText(AT.signIn)).toBeInTheDocument();
    expect(store.get(sessionAtom).isLogin).toBe(false);
    expect(localStorage.getItem('token')).toBe('registered-token');
  });

  it('keeps what was typed after a network error', async () => {
    api.on(BIND, { networkError: true });
    const { user } = await renderSignEmail();
    await screen.findByRole('heading', { name: strings.pages.signEmail });
    await requestCode(user);
    await pasteInto(user, code(), '123456');
    await user.click(submit());
    expect(await screen.findByText(strings.api.networkWrite)).toBeInTheDocument();
    expect(email()).toHaveValue('new@example.com');
    expect(code()).toHaveValue('123456');
    expect(submit()).toBeEnabled();
  });
});
