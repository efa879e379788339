import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { noticesAtom, portalStore, rememberCodeSent, strings, countdownLabel } from '@portal/shared';
import { renderWithPortal, pasteInto } from '@portal/shared/testing';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { ChangePasswordCheckPage } from '../change-password-check-page';
import { shellStrings } from '../../../shell/auth-strings';
import { changePasswordCheckStrings } from '../strings';
import { phoneResetCodeKey } from '../../forget-password/phone-reset-state';

const CHECK = 'POST /api/v1/account/forget-password/check';
const CODE = 'POST /api/v1/account/forget-password/code';
const PHONE = '13912348000';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
  api.on(CHECK, { data: null });
  api.on(CODE, { data: null });
  localStorage.clear();
  sessionStorage.clear();
  portalStore.set(noticesAtom, []);
});

/** Prints where the page led, with the navigation state it carried. */
function Landed() {
  const { pathname, state } = useLocation();
  return <p>{`landed on ${pathname} ${JSON.stringify(state)}`}</p>;
}

/** Opens the page the way the forgot-password screen does: the code sent, the phone in the navigation state. */
function renderPage(state: unknown = { phone: PHONE }) {
  rememberCodeSent(phoneResetCodeKey(PHONE));
  renderWithPortal(
    <Routes>
      <Route path="/start" element={<Navigate to="/change-password-check" state={state} />} />
      <Route path="/change-password-check" element={<ChangePasswordCheckPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: '/start' },
  );
  return { user: userEvent.setup() };
}

describe('/change-password-check', () => {
  it('shows only the last 4 digits of the phone', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: strings.pages.changePasswordCheck })).toBeInTheDocument();
    expect(screen.getByText(changePasswordCheckStrings.sentTo('8000'))).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(PHONE);
    expect(document.body.innerHTML).not.toContain(PHONE);
  });

  it.each([
    ['no state', null],
    ['a state without a phone', { other: 1 }],
    ['a malformed phone', { phone: '123' }],
  ])('goes back to /forget-password with %s', async (_case, state) => {
    renderPage(state);
    expect(await screen.findByText('landed on /forget-password null')).toBeInTheDocument();
  });

  it('starts the resend button in its 60 s wait, since the code was just sent', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: countdownLabel(60) })).toBeDisabled();
  });

  it('sends the code to the same phone again once the wait is over', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderPage();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      expect(await screen.findByRole('button', { name: countdownLabel(60) })).toBeDisabled();
      act(() => jest.advanceTimersByTime(60_000));
      await user.click(await screen.findByRole('button', { name: changePasswordCheckStrings.resend }));
      expect(await screen.findByRole('button', { name: countdownLabel(60) })).toBeDisabled();
      expect(api.callsTo(CODE).map((call) => call.body)).toEqual([
        { phone_info: { phone: PHONE, phone_prefix: '86' } },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('checks the code: 6 digits, digits only', async () => {
    const { user } = renderPage();
    const code = await screen.findByRole('textbox', { name: changePasswordCheckStrings.codeLabel });
    await user.click(screen.getByRole('button', { name: strings.auth.next }));
    expect(code).toHaveAccessibleDescription(strings.validation.code);

    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: strings.auth.next }));
    expect(code).toHaveAccessibleDescription(strings.validation.code);

    await user.type(code, '45678');
    expect(code).toHaveValue('123456');
    expect(api.callsTo(CHECK)).toHaveLength(0);
  });

  it('submits the code with the phone and carries the phone on to /reset-password', async () => {
    const { user } = renderPage();
    await pasteInto(user, await screen.findByRole('textbox', { name: changePasswordCheckStrings.codeLabel }), '123456');
    await user.click(screen.getByRole('button', { name: strings.auth.next }));

    expect(await screen.findByText(`landed on /reset-password {"phone":"${PHONE}"}`)).toBeInTheDocument();
    expect(api.callsTo(CHECK).map((call) => call.body)).toEqual([
      { phone_info: { phone: PHONE, phone_prefix: '86' }, captcha: '123456' },
    ]);
    expect(api.callsTo(CODE)).toHaveLength(0);
  });

  it('shows a wrong code once, through the API client, and keeps it', async () => {
    const wrongCode = '验证码错误';
    api.on(CHECK, { code: 2100, message: wrongCode });
    const { user } = renderPage();
    await pasteInto(user, await screen.findByRole('textbox', { name: changePasswordCheckStrings.codeLabel }), '123456');
    await user.click(screen.getByRole('button', { name: strings.auth.next }));

    expect(await screen.findByText(strings.api.withCode(wrongCode, 2100))).toBeInTheDocument();
    expect(screen.getAllByText(wrongCode, { exact: false })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: changePasswordCheckStrings.codeLabel })).toHaveValue('123456');
  });

  it('keeps the code when the network fails', async () => {
    api.on(CHECK, { networkError: true });
    const { user } = renderPage();
    await pasteInto(user, await screen.findByRole('textbox', { name: changePasswordCheckStrings.codeLabel }), '123456');
    await user.click(screen.getByRole('button', { name: strings.auth.next }));

    expect(await screen.findByText(strings.api.networkWrite)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: changePasswordCheckStrings.codeLabel })).toHaveValue('123456');
    expect(screen.getByRole('button', { name: strings.auth.next })).toBeEnabled();
  });

  it('has a back arrow to /forget-password', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: shellStrings.back }));
    expect(screen.getByText('landed on /forget-password null')).toBeInTheDocument();
  });
});
