import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { pasteInto } from '@portal/shared/testing';
import { sessionAtom, strings, countdownLabel } from '@portal/shared';
import {
  CHANGE_PASSWORD,
  SEND_CODE_AUTO,
  SESSION_TOKEN,
  dialog,
  renderLoadedSettings,
  sendCodeButtonOf,
  startFakeApi,
} from './render-settings';
import { settingsStrings } from '../strings';

const api = startFakeApi();
// The code the dialog asks for before the change.
beforeEach(() => api.on(SEND_CODE_AUTO, { data: null }));
const v = strings.validation;

const TITLE = settingsStrings.changePasswordTitle;
const code = () => within(dialog(TITLE)).getByLabelText(settingsStrings.smsCode, { selector: 'input' });
const password = () => within(dialog(TITLE)).getByLabelText(settingsStrings.newPassword, { selector: 'input' });
const confirm = () => within(dialog(TITLE)).getByLabelText(settingsStrings.confirmPassword, { selector: 'input' });
const submit = () => within(dialog(TITLE)).getByRole('button', { name: settingsStrings.changePasswordSubmit });

async function openDialog() {
  const view = await renderLoadedSettings();
  await view.user.click(screen.getByRole('button', { name: settingsStrings.changePasswordTitle }));
  return view;
}

async function requestCode(user: UserEvent) {
  await user.click(sendCodeButtonOf(settingsStrings.smsCode));
  await screen.findByRole('button', { name: countdownLabel(60) });
}

async function fill(user: UserEvent, values: { code?: string; password?: string; confirm?: string }) {
  if (values.code) await pasteInto(user, code(), values.code);
  if (values.password) await pasteInto(user, password(), values.password);
  if (values.confirm) await pasteInto(user, confirm(), values.confirm);
}

describe('/settings: changing the login password', () => {
  it('says where the code goes and asks for it before anything else is checked', async () => {
    const { user } = await openDialog();
    expect(code()).toHaveAccessibleDescription(settingsStrings.codeGoesToPhone('+86 138****8000'));
    await user.click(submit());
    expect(code()).toHaveAccessibleDescription(expect.stringContaining(v.codeNotRequested));
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(v.required));
    expect(confirm()).toHaveAccessibleDescription(v.required);
    expect(api.callsTo(CHANGE_PASSWORD)).toHaveLength(0);
  });

  it('sends a code for changing the password to the own phone by code-auto and counts down 60 s', async () => {
    const { user } = await openDialog();
    await user.click(submit());
    await requestCode(user);
    expect(api.callsTo(SEND_CODE_AUTO).map((call) => call.body)).toEqual([
      { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS', access_purpose: 'CHANGE_PASSWORD' },
    ]);
    expect(screen.getByRole('button', { name: countdownLabel(60) })).toBeDisabled();
    expect(code()).not.toHaveAccessibleDescription(expect.stringContaining(v.codeNotRequested));
  });

  it.each([
    [{ code: '12345', password: 'NewPassw0rd', confirm: 'NewPassw0rd' }, 'code', v.code],
    [{ code: '123456', password: 'Ab1', confirm: 'Ab1' }, 'password', v.belowMinLength],
    [{ code: '123456', password: 'Abcdefgh12345678X', confirm: 'x' }, 'password', v.aboveMaxLength],
    [{ code: '123456', password: 'newpassw0rd', confirm: 'newpassw0rd' }, 'password', v.passwordPattern],
    [{ code: '123456', password: 'NewPassw0rd', confirm: 'NewPassw0rd1' }, 'confirm', v.confirmPasswordMismatch],
  ])('checks %j with the shared rules: %s gives %s', async (values, field, message) => {
    const { user } = await openDialog();
    await requestCode(user);
    await fill(user, values);
    await user.click(submit());
    const input = { code, password, confirm }[field as 'code' | 'password' | 'confirm']();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.callsTo(CHANGE_PASSWORD)).toHaveLength(0);
  });

  it('keeps only 6 digits in the code field', async () => {
    const { user } = await openDialog();
    await user.type(code(), '12a3 4567８');
    expect(code()).toHaveValue('123456');
  });

  it('sends the code and the new password, closes, and keeps this device signed in', async () => {
    api.on(CHANGE_PASSWORD, { data: null });
    const { user, store } = await openDialog();
    await requestCode(user);
    await fill(user, { code: '123456', password: 'NewPassw0rd', confirm: 'NewPassw0rd' });
    await user.click(submit());
    expect(await screen.findByText(settingsStrings.passwordChanged)).toBeInTheDocument();
    expect(api.callsTo(CHANGE_PASSWORD).map((call) => call.body)).toEqual([
      { captcha: '123456', password: 'NewPassw0rd' },
    ]);
    expect(api.callsTo(CHANGE_PASSWORD)[0]?.authorization).toBe(`Bearer ${SESSION_TOKEN}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(sessionAtom)).toEqual({ isLogin: true, token: SESSION_TOKEN });
  });

  it.each([
    [{ code: 2100, message: '验证码错误', status: 400 }, '验证码错误[2100]'],
    [{ networkError: true as const }, strings.api.networkWrite],
  ])('shows a failure once through the client and keeps what was typed (%j)', async (answer, shown) => {
    api.on(CHANGE_PASSWORD, answer);
    const { user } = await openDialog();
    await requestCode(user);
    await fill(user, { code: '123456', password: 'NewPassw0rd', confirm: 'NewPassw0rd' });
    await user.click(submit());
    expect(await screen.findAllByText(shown)).toHaveLength(1);
    expect(dialog(TITLE)).toBeInTheDocument();
    expect([code(), password(), confirm()].map((input) => (input as HTMLInputElement).value)).toEqual([
      '123456',
      'NewPassw0rd',
      'NewPassw0rd',
    ]);
    expect(submit()).toBeEnabled();
  });
});
