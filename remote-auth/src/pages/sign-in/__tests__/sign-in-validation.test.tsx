import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteInto } from '@portal/shared/testing';
import {
  emailInput,
  fillEmail,
  fillPhone,
  LOGIN,
  passwordInput,
  phoneInput,
  renderSignIn,
  submitButton,
  STUB,
  startFakeApi,
} from './render-sign-in';
import { signInStrings } from '../strings';
import { strings } from '@portal/shared';
import { fieldStrings } from '../../../forms/strings';

const api = startFakeApi();
const FORM_INVALID = strings.validation.loginFormInvalid;
const described = (message: string) => expect.stringContaining(message);

const PASSWORD_CASES = [
  ['empty', '', strings.validation.required],
  ['under 8 characters', 'Abc1234', strings.validation.belowMinLength],
  ['over 16 characters', 'Abcdefgh123456789', strings.validation.aboveMaxLength],
  ['without an upper-case letter', 'abcdefg1', strings.validation.passwordPattern],
  ['with a symbol', 'Abcdef1!', strings.validation.passwordPattern],
] as const;

describe('the phone tab', () => {
  it.each([
    ['empty', '', strings.validation.required],
    ['not a mainland mobile number', '12345678901', strings.validation.phoneFormat],
    ['too short', '1380013800', strings.validation.phoneFormat],
  ])('rejects a phone that is %s, with the form message', async (_case, phone, message) => {
    const user = userEvent.setup();
    await renderSignIn();
    await fillPhone(user, phone);
    await user.click(submitButton());
    expect(phoneInput()).toHaveAccessibleDescription(described(message));
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(FORM_INVALID)).toBeInTheDocument();
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });

  it.each(PASSWORD_CASES)('rejects a password that is %s', async (_case, password, message) => {
    const user = userEvent.setup();
    await renderSignIn();
    await fillPhone(user, '13800138000', password);
    await user.click(submitButton());
    expect(passwordInput()).toHaveAccessibleDescription(message);
    expect(screen.getByText(FORM_INVALID)).toBeInTheDocument();
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });

  it('accepts digits only, at most 11, and shows the fixed +86 prefix', async () => {
    const user = userEvent.setup();
    await renderSignIn();
    await user.type(phoneInput(), '138a0013 8000999');
    expect(phoneInput()).toHaveValue('13800138000');
    expect(phoneInput()).toHaveAccessibleDescription('+86');
    expect(screen.getByText('+86')).toBeVisible();
  });

  it('hides the form message once the fields are corrected', async () => {
    const user = userEvent.setup();
    await renderSignIn();
    await user.click(submitButton());
    expect(screen.getByText(FORM_INVALID)).toBeInTheDocument();
    await user.type(phoneInput(), '13800138000');
    await user.type(passwordInput(), 'Demo1234');
    expect(screen.queryByText(FORM_INVALID)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks a field when it loses focus', async () => {
    const user = userEvent.setup();
    await renderSignIn();
    await pasteInto(user, phoneInput(), '123');
    await user.tab();
    expect(phoneInput()).toHaveAccessibleDescription(described(strings.validation.phoneFormat));
    expect(screen.queryByText(FORM_INVALID)).not.toBeInTheDocument();
  });
});

describe('the e-mail tab', () => {
  it.each([
    ['empty', '', strings.validation.email],
    ['not an address', 'demo@example', strings.validation.email],
    ['over 40 characters', `${'a'.repeat(29)}@example.com`, strings.validation.tooLong],
  ])('rejects an e-mail that is %s, with the form message', async (_case, email, message) => {
    const user = userEvent.setup();
    await renderSignIn();
    await fillEmail(user, email);
    await user.click(submitButton());
    expect(emailInput()).toHaveAccessibleDescription(message);
    expect(screen.getByText(FORM_INVALID)).toBeInTheDocument();
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });

  it.each(PASSWORD_CASES)('rejects a password that is %s', async (_case, password, message) => {
    const user = userEvent.setup();
    await renderSignIn();
    await fillEmail(user, 'demo@example.com', password);
    await user.click(submitButton());
    expect(passwordInput()).toHaveAccessibleDescription(message);
    expect(screen.getByText(FORM_INVALID)).toBeInTheDocument();
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });
});

describe('the tabs', () => {
  it('switch between the phone and the e-mail field and keep what was typed in each', async () => {
    const user = userEvent.setup();
    await renderSignIn();
    expect(screen.getByRole('tab', { name: strings.auth.phoneTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('textbox', { name: fieldStrings.email.label })).not.toBeInTheDocument();
    await pasteInto(user, phoneInput(), '13800138000');

    await user.click(screen.getByRole('tab', { name: strings.auth.emailTab }));
    expect(screen.getByRole('tab', { name: strings.auth.emailTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('textbox', { name: fieldStrings.phone.label })).not.toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    await pasteInto(user, emailInput(), 'demo@example.com');

    await user.click(screen.getByRole('tab', { name: strings.auth.phoneTab }));
    expect(phoneInput()).toHaveValue('13800138000');
    await user.click(screen.getByRole('tab', { name: strings.auth.emailTab }));
    expect(emailInput()).toHaveValue('demo@example.com');
  });

  it("do not keep the other tab's message: a phone error is gone on the e-mail tab", async () => {
    const user = userEvent.setup();
    await renderSignIn();
    await pasteInto(user, passwordInput(), 'Demo1234');
    await user.click(submitButton());
    expect(screen.getByText(FORM_INVALID)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: strings.auth.emailTab }));
    expect(screen.queryByText(FORM_INVALID)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offer the forgot-password and register links', async () => {
    const user = userEvent.setup();
    await renderSignIn();
    expect(screen.getByRole('link', { name: signInStrings.register })).toHaveAttribute('href', '/sign-up');
    await user.click(screen.getByRole('link', { name: signInStrings.forgotPassword }));
    expect(screen.getByText(STUB.forgetPassword)).toBeInTheDocument();
  });
});
