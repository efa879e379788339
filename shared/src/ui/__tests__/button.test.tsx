import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { Button } from '../button';
import { renderWithTheme, testTheme } from './render-with-theme';

/** The test's own texts, which it gives the component. */
const RETRY = '重试';
const CANCEL = '取消';
const FORGOT = '忘记密码';
const SIGN_IN = '登录';

describe('Button', () => {
  it('is the primary accent button by default and clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button type="button" onClick={onClick}>
        {RETRY}
      </Button>,
    );
    const button = screen.getByRole('button', { name: RETRY });
    expect(button).toHaveStyle({ background: testTheme.color.accentFill, color: testTheme.color.onAccentFill });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws the secondary and text variants and a full-width block without leaking props to the DOM', () => {
    renderWithTheme(
      <>
        <Button variant="secondary" block>
          {CANCEL}
        </Button>
        <Button variant="text">{FORGOT}</Button>
      </>,
    );
    const secondary = screen.getByRole('button', { name: CANCEL });
    expect(secondary).toHaveStyle({ color: testTheme.color.accent, width: '100%' });
    expect(secondary).not.toHaveAttribute('variant');
    expect(secondary).not.toHaveAttribute('block');
    expect(screen.getByRole('button', { name: FORGOT })).toHaveStyle({ background: 'transparent' });
  });

  it('is busy and disabled while loading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button type="button" loading onClick={onClick}>
        {SIGN_IN}
      </Button>,
    );
    const button = screen.getByRole('button', { name: SIGN_IN });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
