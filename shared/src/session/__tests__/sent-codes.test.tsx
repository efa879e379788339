import userEvent from '@testing-library/user-event';
import { act, screen } from '@testing-library/react';
import { CODE_VALID_SECONDS } from '../../contract/account';
import { logout } from '../sign-in';
import { strings } from '../../strings/zh';
import { SendCodeButton } from '../../ui/send-code-button';
import { renderWithTheme } from '../../ui/__tests__/render-with-theme';
import { countdownLabel } from '../../validation/countdown';
import { accessCodeKey, isCodeRequested, rememberCodeSent, rememberCodeUsed, type SentCodeKey } from '../sent-codes';

const PHONE_CODE = accessCodeKey('CHANGE_EMAIL', 'SEND_TYPE_PHONE');
const OTHER_PURPOSE = accessCodeKey('CHANGE_PASSWORD', 'SEND_TYPE_PHONE');
const EMAIL_CODE: SentCodeKey = { purpose: 'MARK_TYPE_BIND_EMAIL', to: 'New@Example.com' };

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const tick = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

/** A dialog's code button: it mounts with the dialog and goes with it. */
const renderButton = (key: SentCodeKey, onSend = jest.fn(async () => true)) => {
  const view = renderWithTheme(<SendCodeButton remember={key} onSend={onSend} />);
  return { ...view, onSend };
};

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('a code sent, kept by purpose and address', () => {
  it('counts as asked for until the API stops accepting it, and not for another purpose or address', () => {
    expect(isCodeRequested(PHONE_CODE)).toBe(false);
    rememberCodeSent(PHONE_CODE);
    expect(isCodeRequested(PHONE_CODE)).toBe(true);
    expect(isCodeRequested(OTHER_PURPOSE)).toBe(false);
    expect(isCodeRequested({ ...EMAIL_CODE, to: 'other@example.com' })).toBe(false);

    rememberCodeSent(EMAIL_CODE);
    // Addresses compare as the API stores them.
    expect(isCodeRequested({ ...EMAIL_CODE, to: ' new@example.COM' })).toBe(true);

    jest.advanceTimersByTime(CODE_VALID_SECONDS * 1000 - 1000);
    expect(isCodeRequested(PHONE_CODE)).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(isCodeRequested(PHONE_CODE)).toBe(false);
  });

  it('no longer counts once used', () => {
    rememberCodeSent(PHONE_CODE);
    rememberCodeUsed(PHONE_CODE);
    expect(isCodeRequested(PHONE_CODE)).toBe(false);
  });

  it('keeps only send times and digests of addresses in session storage, and sign-out forgets them', () => {
    rememberCodeSent(EMAIL_CODE);
    const stored = Object.values({ ...sessionStorage }).join(' ');
    expect(stored).not.toMatch(/example\.com/i);
    logout('user');
    expect(isCodeRequested(EMAIL_CODE)).toBe(false);
  });
});

describe('SendCodeButton with a remembered code', () => {
  it('counts on where it left off when its dialog is closed and opened again, without another send', async () => {
    const user = setup();
    const first = renderButton(PHONE_CODE);
    await user.click(screen.getByRole('button'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button')).toHaveTextContent(countdownLabel(60));
    tick(3000);
    first.unmount();

    const again = renderButton(PHONE_CODE);
    expect(screen.getByRole('button')).toHaveTextContent(countdownLabel(57));
    expect(screen.getByRole('button')).toBeDisabled();
    tick(57_000);
    expect(screen.getByRole('button')).toHaveTextContent(strings.ui.sendCode);
    expect(screen.getByRole('button')).toBeEnabled();
    expect(again.onSend).not.toHaveBeenCalled();
  });

  it('opens counting down after a reload: the send time is in session storage', () => {
    rememberCodeSent(PHONE_CODE);
    tick(10_000);
    const stored = sessionStorage.getItem('sentCodes');
    // A reload: the tab keeps its session storage, the page starts again.
    sessionStorage.clear();
    sessionStorage.setItem('sentCodes', stored ?? '');
    renderButton(PHONE_CODE);
    expect(screen.getByRole('button')).toHaveTextContent(countdownLabel(50));
  });

  it('waits for any code sent to the same address, as the API does, but not for another address', () => {
    rememberCodeSent(OTHER_PURPOSE);
    renderButton(PHONE_CODE);
    expect(screen.getByRole('button')).toHaveTextContent(countdownLabel(60));
    renderButton(EMAIL_CODE);
    expect(screen.getAllByRole('button')[1]).toHaveTextContent(strings.ui.sendCode);
  });
});
