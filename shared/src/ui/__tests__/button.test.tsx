import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { Button } from '../button';
import { renderWithTheme, testTheme } from './render-with-theme';

describe('Button', () => {
  it('is the primary accent button by default and clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button type="button" onClick={onClick}>
        重试
      </Button>,
    );
    const button = screen.getByRole('button', { name: '重试' });
    expect(button).toHaveStyle({ background: testTheme.color.accentFill, color: testTheme.color.onAccentFill });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws the secondary and text variants and a full-width block without leaking props to the DOM', () => {
    renderWithTheme(
      <>
        <Button variant="secondary" block>
          取消
        </Button>
        <Button variant="text">忘记密码</Button>
      </>,
    );
    const secondary = screen.getByRole('button', { name: '取消' });
    expect(secondary).toHaveStyle({ color: testTheme.color.accent, width: '100%' });
    expect(secondary).not.toHaveAttribute('variant');
    expect(secondary).not.toHaveAttribute('block');
    expect(screen.getByRole('button', { name: '忘记密码' })).toHaveStyle({ background: 'transparent' });
  });

  it('is busy and disabled while loading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button type="button" loading onClick={onClick}>
        登录
      </Button>,
    );
    const button = screen.getByRole('button', { name: '登录' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
