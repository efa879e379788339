import userEvent from '@testing-library/user-event';
import { act, screen } from '@testing-library/react';
import { strings } from '../../strings/zh';
import { countdownLabel } from '../../validation/countdown';
import { SendCodeButton } from '../send-code-button';
import { renderWithTheme } from './render-with-theme';

/** The test's own texts, which it gives the component. */
const CODE = '验证码';
const SEND = '发送验证码';

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const tick = (ms = 1000) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });
const button = () => screen.getByRole('button');

/** Clicks, then lets the awaited onSend settle: its continuation runs after user-event's own wrapper. */
async function click(user: ReturnType<typeof setup>, target: HTMLElement) {
  await user.click(target);
  await act(() => jest.advanceTimersByTimeAsync(0));
}

describe('SendCodeButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down "60s后重发" … "1s后重发" after a code was sent, then is ready again after 60 s', async () => {
    const user = setup();
    const onSend = jest.fn(async () => true);
    renderWithTheme(<SendCodeButton onSend={onSend} />);
    expect(button()).toHaveTextContent(strings.ui.sendCode);

    await click(user, button());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent(countdownLabel(60));
    expect(button()).toBeDisabled();
    tick();
    expect(button()).toHaveTextContent(countdownLabel(59));
    tick();
    expect(button()).toHaveTextContent(countdownLabel(58));
    tick(57_000);
    expect(button()).toHaveTextContent(countdownLabel(1));
    expect(button()).toBeDisabled();
    tick();
    expect(button()).toHaveTextContent(strings.ui.sendCode);
    expect(button()).toBeEnabled();

    await click(user, button());
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('opens counting down when the screen before it has just sent a code', async () => {
    const user = setup();
    const onSend = jest.fn(async () => true);
    renderWithTheme(<SendCodeButton sentAlready onSend={onSend} />);
    expect(button()).toHaveTextContent(countdownLabel(60));
    expect(button()).toBeDisabled();
    tick(60_000);
    expect(button()).toHaveTextContent(strings.ui.sendCode);
    await click(user, button());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent(countdownLabel(60));
  });

  it('accepts a synchronous result and a custom idle text', async () => {
    const user = setup();
    renderWithTheme(<SendCodeButton onSend={() => true}>{SEND}</SendCodeButton>);
    await click(user, screen.getByRole('button', { name: SEND }));
    expect(button()).toHaveTextContent(countdownLabel(60));
  });

  it('does not count down when no code was sent, so the user can retry', async () => {
    const user = setup();
    const onSend = jest.fn(async () => false);
    renderWithTheme(<SendCodeButton onSend={onSend} />);
    await click(user, button());
    expect(button()).toHaveTextContent(strings.ui.sendCode);
    expect(button()).toBeEnabled();
    await click(user, button());
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('does not count down when the request fails, and lets the user retry', async () => {
    const user = setup();
    const onSend = jest.fn<Promise<boolean>, []>().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(true);
    renderWithTheme(<SendCodeButton onSend={onSend} />);
    await click(user, button());
    expect(button()).toHaveTextContent(strings.ui.sendCode);
    expect(button()).toBeEnabled();
    await click(user, button());
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button()).toHaveTextContent(countdownLabel(60));
  });

  it('is busy and sends once while the request is in flight', async () => {
    const user = setup();
    let answer: (sent: boolean) => void = () => undefined;
    const onSend = jest.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    );
    renderWithTheme(<SendCodeButton onSend={onSend} />);
    await click(user, button());
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(button()).toBeDisabled();
    await click(user, button());
    await user.dblClick(button());
    expect(onSend).toHaveBeenCalledTimes(1);

    await act(async () => answer(true));
    expect(button()).not.toHaveAttribute('aria-busy');
    expect(button()).toHaveTextContent(countdownLabel(60));
  });

  it('stays disabled, without sending, when the form says so', async () => {
    const user = setup();
    const onSend = jest.fn(() => true);
    renderWithTheme(<SendCodeButton onSend={onSend} disabled />);
    await click(user, button());
    expect(onSend).not.toHaveBeenCalled();
    expect(button()).toBeDisabled();
  });

  describe('focus', () => {
    function Field({ onSend }: { onSend: () => Promise<boolean> }) {
      return (
        <div>
          <input aria-label={CODE} />
          <SendCodeButton onSend={onSend} />
        </div>
      );
    }

    it('moves to the code field once the code is sent, as the button turns disabled', async () => {
      const user = setup();
      renderWithTheme(<Field onSend={async () => true} />);
      await click(user, button());
      expect(button()).toBeDisabled();
      expect(screen.getByRole('textbox', { name: CODE })).toHaveFocus();
    });

    it('leaves focus where the user has moved it meanwhile', async () => {
      const user = setup();
      renderWithTheme(<Field onSend={async () => false} />);
      await user.click(button());
      screen.getByRole('textbox', { name: CODE }).focus();
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(screen.getByRole('textbox', { name: CODE })).toHaveFocus();
    });

    it('comes back to the button when no code was sent, ready for a retry', async () => {
      const user = setup();
      renderWithTheme(<Field onSend={async () => false} />);
      await click(user, button());
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(button()).toBeEnabled();
      expect(button()).toHaveFocus();
    });
  });
});
