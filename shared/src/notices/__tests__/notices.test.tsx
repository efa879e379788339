import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { portalStore } from '../../state/store';
import { strings } from '../../strings/zh';
import { createTheme } from '../../theme/theme';
import { NoticeStack } from '../../ui/notice-stack';
import { NOTICE_DURATION_MS, noticesAtom, notify } from '../notices';

beforeEach(() => portalStore.set(noticesAtom, []));
afterEach(() => jest.useRealTimers());

const renderStack = () =>
  render(
    <ThemeProvider theme={createTheme()}>
      <NoticeStack />
    </ThemeProvider>,
  );

/** The texts the test gives the message service. */
const FAILED = '当前网络异常，请检查网络设置后再次尝试操作';
const SAVED = '已保存';

describe('the message service', () => {
  it('shows errors as alerts and other messages as status, in order', () => {
    renderStack();
    act(() => {
      notify.error(FAILED);
      notify.success(SAVED);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.getByRole('status')).toHaveTextContent(SAVED);
  });

  it('hides a message after 3 seconds', () => {
    jest.useFakeTimers();
    renderStack();
    act(() => void notify.info('验证码已发送'));
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(NOTICE_DURATION_MS).toBe(3_000);
  });

  it('closes a message from its close button', async () => {
    renderStack();
    act(() => void notify.error('余额不足[2001]'));
    await userEvent.click(screen.getByRole('button', { name: strings.ui.close }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
