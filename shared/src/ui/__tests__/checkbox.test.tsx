import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { Checkbox } from '../checkbox';
import { renderWithTheme } from './render-with-theme';

/** The test's own texts, which it gives the component. */
const TRUST = '30天内本设备免验证';
const REMEMBER = '记住30天';
const AGREE = '同意';

describe('Checkbox', () => {
  it('toggles by a click on its label', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Checkbox onChange={onChange}>{TRUST}</Checkbox>);
    const box = screen.getByRole('checkbox', { name: TRUST });
    await userEvent.click(screen.getByText(TRUST));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByText(TRUST));
    expect(box).not.toBeChecked();
  });

  it('is reached with Tab and toggled with Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Checkbox>{REMEMBER}</Checkbox>);
    await user.tab();
    const box = screen.getByRole('checkbox', { name: REMEMBER });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('does not toggle when disabled', async () => {
    renderWithTheme(<Checkbox disabled>{AGREE}</Checkbox>);
    await userEvent.click(screen.getByText(AGREE));
    expect(screen.getByRole('checkbox', { name: AGREE })).not.toBeChecked();
  });
});
