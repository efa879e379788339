import { createRef, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { validationZh } from '../../validation/messages-zh';
import { DigitField } from '../digit-field';
import { PasswordField } from '../password-field';
import { TextField } from '../text-field';
import { uiStringsZh } from '../ui-strings-zh';
import { renderWithTheme } from './render-with-theme';

/** The test's own texts, which it gives the component. */
const PHONE = '手机号';
const EMAIL = '邮箱';
const INVITE = '邀请码';
const OPTIONAL = '选填';
const RECOVERY = '用于找回密码';
const PASSWORD = '密码';

function Digits({ maxLength }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return <DigitField label={PHONE} value={value} onValueChange={setValue} maxLength={maxLength} />;
}

describe('TextField', () => {
  it('ties the label to the input and forwards input props and the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField label={EMAIL} ref={ref} placeholder="name@example.com" autoComplete="email" />);
    const input = screen.getByLabelText(EMAIL);
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'a@b.cn');
    expect(input).toHaveValue('a@b.cn');
  });

  it('describes the input by its hint', () => {
    renderWithTheme(<TextField label={INVITE} hint={OPTIONAL} />);
    expect(screen.getByRole('textbox', { name: INVITE })).toHaveAccessibleDescription(OPTIONAL);
  });

  it('announces the error, marks the input invalid and describes it by the message', () => {
    renderWithTheme(<TextField label={EMAIL} hint={RECOVERY} error={validationZh.email} />);
    const input = screen.getByRole('textbox', { name: EMAIL });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(validationZh.email);
    expect(input).toHaveAccessibleDescription(`${RECOVERY} ${validationZh.email}`);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a pressed toggle', async () => {
    renderWithTheme(<PasswordField label={PASSWORD} defaultValue="Abc12345" />);
    const input = screen.getByLabelText(PASSWORD);
    const toggle = screen.getByRole('button', { name: uiStringsZh.showPassword });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('DigitField', () => {
  it('keeps only digits and asks for the numeric keypad', async () => {
    renderWithTheme(<Digits />);
    const input = screen.getByRole('textbox', { name: PHONE });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1a3-8 x0');
    expect(input).toHaveValue('1380');
  });

  it('converts full-width digits and cuts a pasted number to maxLength after filtering', async () => {
    renderWithTheme(<Digits maxLength={11} />);
    const input = screen.getByRole('textbox', { name: PHONE });
    await userEvent.click(input);
    await userEvent.paste('１３８ 0013 8000 99');
    expect(input).toHaveValue('13800138000');
  });
});
