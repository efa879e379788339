import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { Checkbox } from '../checkbox';
import { renderWithTheme } from './render-with-theme';

describe('Checkbox', () => {
  it('toggles by a click on its label', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Checkbox onChange={onChange}>30天内本设备免验证</Checkbox>);
    const box = screen.getByRole('checkbox', { name: '30天内本设备免验证' });
    await userEvent.click(screen.getByText('30天内本设备免验证'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByText('30天内本设备免验证'));
    expect(box).not.toBeChecked();
  });

  it('is reached with Tab and toggled with Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Checkbox>记住30天</Checkbox>);
    await user.tab();
    const box = screen.getByRole('checkbox', { name: '记住30天' });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('does not toggle when disabled', async () => {
    renderWithTheme(<Checkbox disabled>同意</Checkbox>);
    await userEvent.click(screen.getByText('同意'));
    expect(screen.getByRole('checkbox', { name: '同意' })).not.toBeChecked();
  });
});
