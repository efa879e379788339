import { createRef, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { validationZh } from '../../validation/messages-zh';
import { DigitField } from '../digit-field';
import { PasswordField } from '../password-field';
import { TextField } from '../text-field';
import { uiStringsZh } from '../ui-strings-zh';
import { renderWithTheme } from './render-with-theme';

function Digits({ maxLength }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return <DigitField label="手机号" value={value} onValueChange={setValue} maxLength={maxLength} />;
}

describe('TextField', () => {
  it('ties the label to the input and forwards input props and the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField label="邮箱" ref={ref} placeholder="name@example.com" autoComplete="email" />);
    const input = screen.getByLabelText('邮箱');
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'a@b.cn');
    expect(input).toHaveValue('a@b.cn');
  });

  it('describes the input by its hint', () => {
    renderWithTheme(<TextField label="邀请码" hint="选填" />);
    expect(screen.getByRole('textbox', { name: '邀请码' })).toHaveAccessibleDescription('选填');
  });

  it('announces the error, marks the input invalid and describes it by the message', () => {
    renderWithTheme(<TextField label="邮箱" hint="用于找回密码" error={validationZh.email} />);
    const input = screen.getByRole('textbox', { name: '邮箱' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(validationZh.email);
    expect(input).toHaveAccessibleDescription(`用于找回密码 ${validationZh.email}`);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a pressed toggle', async () => {
    renderWithTheme(<PasswordField label="密码" defaultValue="Abc12345" />);
    const input = screen.getByLabelText('密码');
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
    const input = screen.getByRole('textbox', { name: '手机号' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1a3-8 x0');
    expect(input).toHaveValue('1380');
  });

  it('converts full-width digits and cuts a pasted number to maxLength after filtering', async () => {
    renderWithTheme(<Digits maxLength={11} />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    await userEvent.click(input);
    await userEvent.paste('１３８ 0013 8000 99');
    expect(input).toHaveValue('13800138000');
  });
});
