import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { pasteInto } from '@portal/shared/testing';
import { SEND_CODE_COUNTDOWN_SECONDS, countdownLabel, sessionAtom, strings } from '@portal/shared';
import {
  ACCOUNT_INFO,
  BIND_EMAIL,
  CHANGE_EMAIL,
  DEMO_INFO,
  SEND_CODE,
  SEND_CODE_AUTO,
  UNBOUND_INFO,
  dialog,
  renderLoadedSettings,
  sendCodeButtonOf,
  startFakeApi,
} from './render-settings';
import { settingsStrings } from '../strings';
import { fieldStrings } from '../../../forms/strings';

/** A send-code button's name while its countdown runs, at whatever second a busy machine reads it: the code was sent. */
const countingDown = (name: string) =>
  Array.from({ length: SEND_CODE_COUNTDOWN_SECONDS }, (_, second) => countdownLabel(second + 1)).includes(name);

const api = startFakeApi();
// The codes the dialogs ask for: to the own phone, and to the new address.
beforeEach(() => {
  api.on(SEND_CODE_AUTO, { data: null });
  api.on(SEND_CODE, { data: null });
});
const v = strings.validation;

const inDialog = (title: string, label: string) => within(dialog(title)).getByLabelText(label, { selector: 'input' });
const bindCodeBody = (email: string) => ({ send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email });

describe('/settings: binding an e-mail', () => {
  const TITLE = settingsStrings.bindEmailTitle;
  const email = () => inDialog(TITLE, fieldStrings.email.label);
  const code = () => inDialog(TITLE, settingsStrings.emailCode);
  const submit = () => within(dialog(TITLE)).getByRole('button', { name: settingsStrings.bindSubmit });

  async function openDialog() {
    api.on(ACCOUNT_INFO, { data: UNBOUND_INFO });
    const view = await renderLoadedSettings();
    await view.user.click(screen.getByRole('button', { name: settingsStrings.bindEmailTitle }));
    return view;
  }

  async function requestCode(user: UserEvent, address = 'new@example.com') {
    await pasteInto(user, email(), address);
    await user.click(sendCodeButtonOf(settingsStrings.emailCode));
    await screen.findByRole('button', { name: countingDown });
  }

  it('asks for the e-mail and for a code first', async () => {
    const { user } = await openDialog();
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription(v.required);
    expect(code()).toHaveAccessibleDescription(v.codeNotRequested);
    expect(api.callsTo(BIND_EMAIL)).toHaveLength(0);
  });

  it.each([
    ['not-an-email', v.email],
    [`${'a'.repeat(30)}@example.com`, v.tooLong],
  ])('sends no code to %s: %s', async (address, message) => {
    const { user } = await openDialog();
    await pasteInto(user, email(), address);
    await user.click(sendCodeButtonOf(settingsStrings.emailCode));
    expect(email()).toHaveAccessibleDescription(message);
    expect(api.callsTo(SEND_CODE)).toHaveLength(0);
  });

  it('binds with the code, stores the new token and shows the account under it', async () => {
    api.on(BIND_EMAIL, { data: { token: 'bound-token' } });
    const { user, store } = await openDialog();
    await requestCode(user, 'New@Example.com');
    expect(api.callsTo(SEND_CODE).map((call) => call.body)).toEqual([bindCodeBody('New@Example.com')]);
    await pasteInto(user, code(), '654321');
    api.on(ACCOUNT_INFO, { data: { ...DEMO_INFO, email: 'new@example.com' } });
    await user.click(submit());

    expect(await screen.findByText(settingsStrings.emailBound)).toBeInTheDocument();
    expect(api.callsTo(BIND_EMAIL).map((call) => call.body)).toEqual([{ email: 'New@Example.com', captcha: '654321' }]);
    expect(store.get(sessionAtom)).toEqual({ isLogin: true, token: 'bound-token' });
    expect(localStorage.getItem('token')).toBe('bound-token');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const account = screen.getByRole('region', { name: settingsStrings.accountSection });
    expect(within(account).getByText('new@example.com')).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: settingsStrings.changeEmailTitle })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(ACCOUNT_INFO).at(-1)?.authorization).toBe('Bearer bound-token'));
  });

  it('asks for a new code when the address changed after the code was sent', async () => {
    const { user } = await openDialog();
    await requestCode(user, 'first@example.com');
    await pasteInto(user, code(), '654321');
    await user.clear(email());
    await pasteInto(user, email(), 'second@example.com');
    await user.click(submit());
    expect(code()).toHaveAccessibleDescription(v.codeNotRequested);
    expect(api.callsTo(BIND_EMAIL)).toHaveLength(0);
  });

  it('shows a refusal once and keeps what was typed', async () => {
    api.on(BIND_EMAIL, { code: 2007, message: '该邮箱已被其他账号绑定', status: 409 });
    const { user } = await openDialog();
    await requestCode(user);
    await pasteInto(user, code(), '654321');
    await user.click(submit());
    expect(await screen.findAllByText(strings.api.withCode('该邮箱已被其他账号绑定', 2007))).toHaveLength(1);
    expect([email(), code()].map((input) => (input as HTMLInputElement).value)).toEqual(['new@example.com', '654321']);
  });

  it('after a network failure offers 重新提交, which sends what was typed again', async () => {
    let tries = 0;
    api.on(BIND_EMAIL, () => {
      tries += 1;
      return tries === 1 ? { networkError: true } : { data: { token: 'bound-token' } };
    });
    const { user } = await openDialog();
    await requestCode(user);
    await pasteInto(user, code(), '654321');
    await user.click(submit());
    api.on(ACCOUNT_INFO, { data: { ...DEMO_INFO, email: 'new@example.com' } });
    await user.click(await within(dialog(TITLE)).findByRole('button', { name: strings.ui.resubmit }));

    expect(await screen.findByText(settingsStrings.emailBound)).toBeInTheDocument();
    expect(api.callsTo(BIND_EMAIL).map((call) => call.body)).toEqual([
      { email: 'new@example.com', captcha: '654321' },
      { email: 'new@example.com', captcha: '654321' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/settings: replacing the e-mail', () => {
  const TITLE = settingsStrings.changeEmailTitle;
  const phoneCode = () => inDialog(TITLE, settingsStrings.smsCode);
  const email = () => inDialog(TITLE, settingsStrings.newEmail);
  const code = () => inDialog(TITLE, settingsStrings.newEmailCode);
  const submit = () => within(dialog(TITLE)).getByRole('button', { name: settingsStrings.changeEmailSubmit });

  async function openDialog() {
    const view = await renderLoadedSettings();
    await view.user.click(screen.getByRole('button', { name: settingsStrings.changeEmailTitle }));
    return view;
  }

  async function requestBothCodes(user: UserEvent, address = 'next@example.com') {
    await user.click(sendCodeButtonOf(settingsStrings.smsCode));
    await pasteInto(user, email(), address);
    await user.click(sendCodeButtonOf(settingsStrings.newEmailCode));
    await waitFor(() => expect(screen.getAllByRole('button', { name: countingDown })).toHaveLength(2));
  }

  it('shows the current address and where the phone code goes; asks for both codes first', async () => {
    const { user } = await openDialog();
    expect(within(dialog(TITLE)).getByText(settingsStrings.currentEmail('demo@example.com'))).toBeInTheDocument();
    expect(phoneCode()).toHaveAccessibleDescription(settingsStrings.codeGoesToPhone('+86 138****8000'));
    await user.click(submit());
    expect(phoneCode()).toHaveAccessibleDescription(expect.stringContaining(v.codeNotRequested));
    expect(email()).toHaveAccessibleDescription(v.required);
    expect(code()).toHaveAccessibleDescription(v.codeNotRequested);
    expect(api.callsTo(CHANGE_EMAIL)).toHaveLength(0);
  });

  it('refuses the current address before sending it a code', async () => {
    const { user } = await openDialog();
    await pasteInto(user, email(), 'DEMO@example.com');
    await user.click(sendCodeButtonOf(settingsStrings.newEmailCode));
    expect(email()).toHaveAccessibleDescription(settingsStrings.sameEmail);
    expect(api.callsTo(SEND_CODE)).toHaveLength(0);
  });

  it('sends both codes and the new address, then shows it', async () => {
    api.on(CHANGE_EMAIL, { data: null });
    const { user } = await openDialog();
    await requestBothCodes(user);
    expect(api.callsTo(SEND_CODE_AUTO).map((call) => call.body)).toEqual([
      { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS', access_purpose: 'CHANGE_EMAIL' },
    ]);
    expect(api.callsTo(SEND_CODE).map((call) => call.body)).toEqual([bindCodeBody('next@example.com')]);
    await pasteInto(user, phoneCode(), '111111');
    await pasteInto(user, code(), '222222');
    api.on(ACCOUNT_INFO, { data: { ...DEMO_INFO, email: 'next@example.com' } });
    await user.click(submit());

    expect(await screen.findByText(settingsStrings.emailChanged)).toBeInTheDocument();
    expect(api.callsTo(CHANGE_EMAIL).map((call) => call.body)).toEqual([
      { email: 'next@example.com', captcha: '222222', access_captcha: '111111' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: settingsStrings.accountSection })).getByText('next@example.com'),
    ).toBeInTheDocument();
  });

  it('shows which code failed once and keeps what was typed', async () => {
    api.on(CHANGE_EMAIL, { code: 2100, message: '短信验证码错误', status: 400 });
    const { user } = await openDialog();
    await requestBothCodes(user);
    await pasteInto(user, phoneCode(), '111111');
    await pasteInto(user, code(), '222222');
    await user.click(submit());
    expect(await screen.findAllByText(strings.api.withCode('短信验证码错误', 2100))).toHaveLength(1);
    expect([phoneCode(), email(), code()].map((input) => (input as HTMLInputElement).value)).toEqual([
      '111111',
      'next@example.com',
      '222222',
    ]);
  });

  it('closed and opened again, counts on from where it was and accepts the codes that arrived', async () => {
    api.on(CHANGE_EMAIL, { data: null });
    const { user } = await openDialog();
    await requestBothCodes(user);
    await user.click(within(dialog(TITLE)).getByRole('button', { name: settingsStrings.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: settingsStrings.changeEmailTitle }));
    // Both buttons still wait, and the address the code went to is back.
    await waitFor(() => expect(screen.getAllByRole('button', { name: countingDown })).toHaveLength(2));
    expect(email()).toHaveValue('next@example.com');
    await pasteInto(user, phoneCode(), '111111');
    await pasteInto(user, code(), '222222');
    await user.click(submit());

    expect(await screen.findByText(settingsStrings.emailChanged)).toBeInTheDocument();
    expect(api.callsTo(SEND_CODE_AUTO)).toHaveLength(1);
    expect(api.callsTo(SEND_CODE)).toHaveLength(1);
    expect(api.callsTo(CHANGE_EMAIL).map((call) => call.body)).toEqual([
      { email: 'next@example.com', captcha: '222222', access_captcha: '111111' },
    ]);
  });

  it('asks for new codes once the ones sent were used', async () => {
    api.on(CHANGE_EMAIL, { data: null });
    const { user } = await openDialog();
    await requestBothCodes(user);
    await pasteInto(user, phoneCode(), '111111');
    await pasteInto(user, code(), '222222');
    await user.click(submit());
    await screen.findByText(settingsStrings.emailChanged);

    await user.click(screen.getByRole('button', { name: settingsStrings.changeEmailTitle }));
    expect(email()).toHaveValue('');
    await user.click(submit());
    expect(phoneCode()).toHaveAccessibleDescription(expect.stringContaining(v.codeNotRequested));
  });
});
