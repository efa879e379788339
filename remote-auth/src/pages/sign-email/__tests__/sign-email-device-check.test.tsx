import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Link, Route, Routes } from 'react-router-dom';
import { PATHS, SEND_CODE_COUNTDOWN_SECONDS, beginSignIn, countdownLabel, sessionAtom, strings } from '@portal/shared';
import { FakeApi, renderWithPortal, pasteInto } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { SignInPage } from '../../sign-in/sign-in-page';
import { SignEmailPage } from '../sign-email-page';
import { signEmailStrings } from '../strings';
import { fieldStrings } from '../../../forms/strings';
import { signInStrings } from '../../sign-in/strings';

/** A send-code button's name while its countdown runs, at whatever second a busy machine reads it: the code was sent. */
const countingDown = (name: string) =>
  Array.from({ length: SEND_CODE_COUNTDOWN_SECONDS }, (_, second) => countdownLabel(second + 1)).includes(name);

const LOGIN = 'POST /api/v1/account/login';
const SEND_CODE = 'POST /api/v1/account/send/code';
const SEND_CODE_AUTO = 'POST /api/v1/account/send/code-auto';
const BIND = 'POST /api/v1/account/email/bind';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
  api.on(BIND, { data: { token: 'full-token' } });
  api.on(SEND_CODE, { data: null });
  api.on(SEND_CODE_AUTO, { data: null });
  localStorage.clear();
  sessionStorage.clear();
});

/** The test's own link in and what the wallet route shows. */
const TO_SIGN_EMAIL = '去绑定';
const AT_WALLET = '到达钱包';

const routes = (
  <Routes>
    <Route path="/start" element={<Link to={PATHS.signEmail}>{TO_SIGN_EMAIL}</Link>} />
    <Route path={PATHS.signIn} element={<SignInPage />} />
    <Route path={PATHS.signEmail} element={<SignEmailPage />} />
    <Route path={PATHS.wallet} element={<p>{AT_WALLET}</p>} />
  </Routes>
);

/** Signs in by phone with the password; the API answers that no e-mail is bound and a check is owed. */
async function signInOwingCheck({ remember = false } = {}) {
  api.on(LOGIN, { data: { token: 'pending-token', email: false, check: true } });
  const user = userEvent.setup();
  const view = renderWithPortal(routes, { route: PATHS.signIn });
  await screen.findByRole('heading', { name: strings.pages.signIn });
  await pasteInto(user, screen.getByRole('textbox', { name: fieldStrings.phone.label }), '13800138000');
  await pasteInto(user, screen.getByLabelText(signInStrings.passwordLabel), 'Demo1234');
  if (remember) await user.click(screen.getByRole('checkbox', { name: strings.auth.rememberThirtyDays }));
  await user.click(screen.getByRole('button', { name: strings.pages.signIn }));
  await screen.findByRole('heading', { name: strings.pages.signEmail });
  return { user, ...view };
}

const phoneCode = () => screen.getByLabelText(signEmailStrings.phoneCodeLabel, { selector: 'input' });
const emailCode = () => screen.getByLabelText(signEmailStrings.codeLabel, { selector: 'input' });
const email = () => screen.getByLabelText(fieldStrings.email.label, { selector: 'input' });
const trust = () => screen.getByRole('checkbox', { name: strings.auth.trustDeviceThirtyDays });
const submit = () => screen.getByRole('button', { name: signEmailStrings.submit });
const sendButtons = () => screen.getAllByRole('button', { name: strings.ui.sendCode });

async function requestBothCodes(user: UserEvent) {
  const [toPhone, toEmail] = sendButtons();
  await user.click(toPhone!);
  await pasteInto(user, email(), 'me@example.com');
  await user.click(toEmail!);
  await waitFor(() => expect(screen.getAllByRole('button', { name: countingDown })).toHaveLength(2));
}

describe('/sign-email after a sign-in that owes its device check', () => {
  it('asks for a code sent to the phone, showing only part of the number', async () => {
    await signInOwingCheck();
    expect(phoneCode()).toHaveAccessibleDescription(signEmailStrings.phoneCodeHint('+86 138****8000'));
    expect(screen.getByText(signEmailStrings.deviceCheckIntro)).toBeInTheDocument();
    expect(trust()).not.toBeChecked();
  });

  it('pre-ticks the 30-day device trust when "记住 30 天" was ticked', async () => {
    await signInOwingCheck({ remember: true });
    expect(trust()).toBeChecked();
  });

  it('will not bind before the phone code was requested', async () => {
    const { user } = await signInOwingCheck();
    await pasteInto(user, email(), 'me@example.com');
    await user.click(sendButtons()[1]!);
    await pasteInto(user, emailCode(), '222222');
    await user.click(submit());
    expect(phoneCode()).toHaveAccessibleDescription(
      expect.stringMatching(new RegExp(`${strings.validation.getCodeFirst}$`)),
    );
    expect(api.callsTo(BIND)).toHaveLength(0);
  });

  it('sends the phone code with the e-mail code, and the full token signs in to /wallet', async () => {
    const { user, store } = await signInOwingCheck();
    await requestBothCodes(user);
    await pasteInto(user, phoneCode(), '111111');
    await pasteInto(user, emailCode(), '222222');
    await user.click(trust());
    await user.click(submit());

    expect(await screen.findByText(AT_WALLET)).toBeInTheDocument();
    expect(api.callsTo(SEND_CODE_AUTO).map((call) => [call.body, call.authorization])).toEqual([
      [
        { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS', access_purpose: 'SIGN_IN_CHECK' },
        'Bearer pending-token',
      ],
    ]);
    expect(api.callsTo(SEND_CODE)).toHaveLength(1);
    expect(api.callsTo(BIND).map((call) => call.body)).toEqual([
      { email: 'me@example.com', captcha: '222222', access_captcha: '111111', thirty_day: true },
    ]);
    expect(store.get(sessionAtom)).toEqual({ isLogin: true, token: 'full-token' });
  });
});

describe('/sign-email opened without the sign-in handing over the check', () => {
  it('shows the phone code field once the API says the phone must be proved, keeping what was typed', async () => {
    api.on(BIND, { code: 2012, message: '新设备登录，请先完成手机短信验证' });
    const store = createStore();
    beginSignIn('pending-token');
    const user = userEvent.setup();
    renderWithPortal(routes, { route: '/start', store });
    await user.click(screen.getByRole('link', { name: TO_SIGN_EMAIL }));
    await screen.findByRole('heading', { name: strings.pages.signEmail });
    expect(screen.queryByLabelText(signEmailStrings.phoneCodeLabel, { selector: 'input' })).not.toBeInTheDocument();

    await pasteInto(user, email(), 'me@example.com');
    await user.click(sendButtons()[0]!);
    await pasteInto(user, emailCode(), '222222');
    await user.click(submit());

    expect(await screen.findByText(strings.api.withCode('新设备登录，请先完成手机短信验证', 2012))).toBeInTheDocument();
    expect(phoneCode()).toHaveAccessibleDescription(signEmailStrings.phoneCodeHint(null));
    expect(email()).toHaveValue('me@example.com');
    expect(emailCode()).toHaveValue('222222');
  });
});
