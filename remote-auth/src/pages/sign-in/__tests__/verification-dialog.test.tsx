import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { pasteInto } from '@portal/shared/testing';
import { SEND_CODE_COUNTDOWN_SECONDS, sessionAtom, strings, countdownLabel } from '@portal/shared';
import {
  CODE_CHECK,
  LOGIN,
  SEND_CODE_AUTO,
  fillEmail,
  fillPhone,
  passwordInput,
  phoneInput,
  renderSignIn,
  submitButton,
  STUB,
  startFakeApi,
} from './render-sign-in';
import { signInStrings } from '../strings';

const api = startFakeApi();
beforeEach(() => {
  api.on(LOGIN, { data: { token: 'pending-token', email: true, check: true } });
  api.on(CODE_CHECK, { data: { token: 'full-token' } });
  api.on(SEND_CODE_AUTO, { data: null });
});

/** A send-code button's name while its countdown runs, at whatever second: a code was sent. */
const countingDown = (name: string) =>
  Array.from({ length: SEND_CODE_COUNTDOWN_SECONDS }, (_, second) => countdownLabel(second + 1)).includes(name);

/** Signs in on the phone tab (or the e-mail tab) until the verification dialog is open. */
async function openDialog(user: UserEvent, tab: 'phone' | 'email' = 'phone', remember = false) {
  const view = await renderSignIn();
  if (tab === 'phone') await fillPhone(user);
  else await fillEmail(user);
  if (remember) await user.click(screen.getByRole('checkbox', { name: strings.auth.rememberThirtyDays }));
  await user.click(submitButton());
  const dialog = await screen.findByRole('dialog', { name: signInStrings.verificationTitle });
  // The form loads with the dialog.
  await within(dialog).findByRole('textbox', { name: signInStrings.codeLabel });
  return { ...view, dialog: within(dialog) };
}

describe('the verification dialog', () => {
  it('asks for a code first: Verify before one was requested gives 请先获取验证码', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    await pasteInto(user, dialog.getByRole('textbox', { name: signInStrings.codeLabel }), '123456');
    await user.click(dialog.getByRole('button', { name: strings.auth.verify }));
    expect(dialog.getByRole('alert')).toHaveTextContent(strings.validation.codeNotRequested);
    expect(api.callsTo(CODE_CHECK)).toHaveLength(0);
  });

  it("sends a sign-in check code to the account's phone with the pending token, then counts down", async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: strings.ui.sendCode }));
    expect(await dialog.findByRole('button', { name: countdownLabel(60) })).toBeDisabled();
    const [call] = api.callsTo(SEND_CODE_AUTO);
    expect(call?.body).toEqual({
      send_type: 'SEND_TYPE_PHONE',
      mark_type: 'MARK_TYPE_ACCESS',
      access_purpose: 'SIGN_IN_CHECK',
    });
    expect(call?.authorization).toBe('Bearer pending-token');
  });

  it('rejects a code that is not 6 digits with the field and the form message', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: strings.ui.sendCode }));
    await dialog.findByRole('button', { name: countdownLabel(60) });
    const code = dialog.getByRole('textbox', { name: signInStrings.codeLabel });
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(dialog.getByRole('button', { name: strings.auth.verify }));
    expect(code).toHaveAccessibleDescription(strings.validation.code);
    expect(dialog.getByText(strings.validation.loginFormInvalid)).toBeInTheDocument();
    expect(api.callsTo(CODE_CHECK)).toHaveLength(0);
  });

  it('verifies with thirty_day as ticked, then signs in and goes to /wallet', async () => {
    const user = userEvent.setup();
    const { dialog, store } = await openDialog(user);
    expect(dialog.getByRole('checkbox', { name: strings.auth.trustDeviceThirtyDays })).not.toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: strings.auth.trustDeviceThirtyDays }));
    await user.click(dialog.getByRole('button', { name: strings.ui.sendCode }));
    await dialog.findByRole('button', { name: countdownLabel(60) });
    await pasteInto(user, dialog.getByRole('textbox', { name: signInStrings.codeLabel }), '123456');
    await user.click(dialog.getByRole('button', { name: strings.auth.verify }));

    expect(await screen.findByText(STUB.wallet)).toBeInTheDocument();
    const [call] = api.callsTo(CODE_CHECK);
    expect(call?.body).toEqual({ captcha: '123456', thirty_day: true, send_type: 'SEND_TYPE_PHONE' });
    expect(call?.authorization).toBe('Bearer pending-token');
    expect(store.get(sessionAtom)).toEqual({ isLogin: true, token: 'full-token' });
    expect(localStorage.getItem('token')).toBe('full-token');
    expect(sessionStorage.getItem('token')).toBe('full-token');
  });

  it('sends thirty_day false when the box is left unticked', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: strings.ui.sendCode }));
    await dialog.findByRole('button', { name: countdownLabel(60) });
    await pasteInto(user, dialog.getByRole('textbox', { name: signInStrings.codeLabel }), '654321');
    await user.click(dialog.getByRole('button', { name: strings.auth.verify }));
    await screen.findByText(STUB.wallet);
    expect(api.callsTo(CODE_CHECK)[0]?.body).toMatchObject({ captcha: '654321', thirty_day: false });
  });

  it('uses the e-mail on the e-mail tab, and starts ticked when "记住 30 天" was ticked', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user, 'email', true);
    expect(dialog.getByRole('checkbox', { name: strings.auth.trustDeviceThirtyDays })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: strings.ui.sendCode }));
    await dialog.findByRole('button', { name: countdownLabel(60) });
    await pasteInto(user, dialog.getByRole('textbox', { name: signInStrings.codeLabel }), '123456');
    await user.click(dialog.getByRole('button', { name: strings.auth.verify }));
    await screen.findByText(STUB.wallet);
    expect(api.callsTo(SEND_CODE_AUTO)[0]?.body).toEqual({
      send_type: 'SEND_TYPE_EMAIL',
      mark_type: 'MARK_TYPE_ACCESS',
      access_purpose: 'SIGN_IN_CHECK',
    });
    expect(api.callsTo(CODE_CHECK)[0]?.body).toEqual({
      captcha: '123456',
      thirty_day: true,
      send_type: 'SEND_TYPE_EMAIL',
    });
  });

  it('stays open with the code typed when the server refuses it', async () => {
    const user = userEvent.setup();
    api.on(CODE_CHECK, { code: 2100, message: '验证码错误', status: 400 });
    const { dialog, store } = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: strings.ui.sendCode }));
    await dialog.findByRole('button', { name: countdownLabel(60) });
    await pasteInto(user, dialog.getByRole('textbox', { name: signInStrings.codeLabel }), '000000');
    await user.click(dialog.getByRole('button', { name: strings.auth.verify }));
    expect(await screen.findByText(strings.api.withCode('验证码错误', 2100))).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: signInStrings.codeLabel })).toHaveValue('000000');
    expect(dialog.getByRole('button', { name: strings.auth.verify })).toBeEnabled();
    expect(store.get(sessionAtom).isLogin).toBe(false);
  });

  it('leaves the sign-in form as typed when closed', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: strings.ui.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(phoneInput()).toHaveValue('13800138000');
    expect(passwordInput()).toHaveValue('Demo1234');
    expect(screen.queryByText(STUB.wallet)).not.toBeInTheDocument();
  });

  it('closed and opened again, counts on and accepts the code that arrived', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: strings.ui.sendCode }));
    await dialog.findByRole('button', { name: countdownLabel(60) });
    await user.click(dialog.getByRole('button', { name: strings.ui.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(submitButton());
    const again = within(await screen.findByRole('dialog', { name: signInStrings.verificationTitle }));
    expect(await again.findByRole('button', { name: countingDown })).toBeDisabled();
    await pasteInto(user, again.getByRole('textbox', { name: signInStrings.codeLabel }), '123456');
    await user.click(again.getByRole('button', { name: strings.auth.verify }));
    expect(await screen.findByText(STUB.wallet)).toBeInTheDocument();
    expect(api.callsTo(SEND_CODE_AUTO)).toHaveLength(1);
    expect(api.callsTo(CODE_CHECK).map((call) => call.body)).toMatchObject([{ captcha: '123456' }]);
  });

  it('takes down the wrong-password notice when a right retry opens the dialog', async () => {
    const user = userEvent.setup();
    const wrong = strings.api.withCode('账号或密码错误', 2001);
    api.on(LOGIN, { code: 2001, message: '账号或密码错误', status: 401 });
    await renderSignIn();
    await fillPhone(user, '13800138000', 'Wrong1234');
    await user.click(submitButton());
    expect(await screen.findByText(wrong)).toBeInTheDocument();

    api.on(LOGIN, { data: { token: 'pending-token', email: true, check: true } });
    await user.clear(passwordInput());
    await pasteInto(user, passwordInput(), 'Demo1234');
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: signInStrings.verificationTitle });
    expect(screen.queryByText(wrong)).not.toBeInTheDocument();
  });
});
