import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  emailInput,
  fillEmail,
  fillPhone,
  LOGIN,
  passwordInput,
  phoneInput,
  renderSignIn,
  submitButton,
  startFakeApi,
} from './render-sign-in';

const api = startFakeApi();
const FORM_INVALID = '您的输入不满足验证条件';
const described = (message: string) => expect.stringContaining(message);

const PASSWORD_CASES = [
  ['empty', '', '您当前输入为空'],
  ['under 8 characters', 'Abc1234', '输入小于最小输入限制'],
  ['over 16 characters', 'Abcdefgh123456789', '输入大于最大输入限制'],
  ['without an upper-case letter', 'abcdefg1', '需包含大写字母、小写字母、数字，密码长度为8-16位'],
  ['with a symbol', 'Abcdef1!', '需包含大写字母、小写字母、数字，密码长度为8-16位'],
] as const;

describe('the phone tab', () => {
  it.each([
    ['empty', '', '您当前输入为空'],
    ['not a mainland mobile number', '12345678901', '手机号格式有误'],
    ['too short', '1380013800', '手机号格式有误'],
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
    await user.type(phoneInput(), '123');
    await user.tab();
    expect(phoneInput()).toHaveAccessibleDescription(described('手机号格式有误'));
    expect(screen.queryByText(FORM_INVALID)).not.toBeInTheDocument();
  });
});

describe('the e-mail tab', () => {
  it.each([
    ['empty', '', '请输入正确的邮箱'],
    ['not an address', 'demo@example', '请输入正确的邮箱'],
    ['over 40 characters', `${'a'.repeat(29)}@example.com`, '长度超过限制'],
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
    expect(screen.getByRole('tab', { name: '手机号' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('textbox', { name: '邮箱' })).not.toBeInTheDocument();
    await user.type(phoneInput(), '13800138000');

    await user.click(screen.getByRole('tab', { name: '邮箱' }));
    expect(screen.getByRole('tab', { name: '邮箱' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('textbox', { name: '手机号' })).not.toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    await user.type(emailInput(), 'demo@example.com');

    await user.click(screen.getByRole('tab', { name: '手机号' }));
    expect(phoneInput()).toHaveValue('13800138000');
    await user.click(screen.getByRole('tab', { name: '邮箱' }));
    expect(emailInput()).toHaveValue('demo@example.com');
  });

  it("do not keep the other tab's message: a phone error is gone on the e-mail tab", async () => {
    const user = userEvent.setup();
    await renderSignIn();
    await user.type(passwordInput(), 'Demo1234');
    await user.click(submitButton());
    expect(screen.getByText(FORM_INVALID)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '邮箱' }));
    expect(screen.queryByText(FORM_INVALID)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offer the forgot-password and register links', async () => {
    const user = userEvent.setup();
    await renderSignIn();
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/sign-up');
    await user.click(screen.getByRole('link', { name: '忘记密码？' }));
    expect(screen.getByText('忘记密码页')).toBeInTheDocument();
  });
});
