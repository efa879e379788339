import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useCountdown } from '../validation/countdown';
import { rememberCodeSent, useSentCodeCountdown, type SentCodeKey } from '../session/sent-codes';
import { Button, type ButtonProps } from './button';
import { strings } from '../strings/zh';

export interface SendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** Requests a code; true when one was sent. False or a rejection leaves the button ready for a retry. */
  onSend: () => Promise<boolean> | boolean;
  /** Countdown length; the spec's 60 s by default. */
  seconds?: number;
  /**
   * What the code is for and where it goes: the countdown is then the address's (spec §5: 60 s after
   * any code sent to it), kept for the tab, so a dialog closed and opened again, another screen or a
   * reload shows the seconds still left. Without it the countdown is this button's own.
   */
  remember?: SentCodeKey;
  /** The screen before this one has just sent a code: open already counting down (without `remember`). */
  sentAlready?: boolean;
  /**
   * Where focus goes once a code is sent, as the button it was on turns disabled: by default the
   * field the button sits in (the code field whose `trailing` it is).
   */
  focusAfterSend?: () => HTMLElement | null | undefined;
}

/** Focuses `element` when focus has dropped to the page (nothing else holds it). */
function focusIfLost(element: HTMLElement | null) {
  const active = document.activeElement;
  if (!active || active === document.body) element?.focus();
}

/** The input of the field a trailing button sits in. */
const fieldOf = (button: HTMLElement | null) => button?.parentElement?.querySelector<HTMLElement>('input');

/** Tabular digits keep the width steady while the countdown ticks. */
const CodeButton = styled(Button)`
  flex: none;
  font-variant-numeric: tabular-nums;
`;

/** The get-code button: busy while the request is in flight, then disabled for the countdown "60s后重发"… (spec §5). */
export function SendCodeButton({
  onSend,
  seconds,
  remember,
  sentAlready = false,
  focusAfterSend,
  disabled = false,
  variant = 'text',
  children = strings.ui.sendCode,
  ...rest
}: SendCodeButtonProps) {
  const own = useCountdown(seconds);
  const kept = useSentCodeCountdown(remember ?? null, seconds);
  const { running, label } = remember ? kept : own;
  const [pending, setPending] = useState(false);
  // A ref as well as state: a second click in the same tick still sees the request in flight.
  const inFlight = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  // Before the first paint, so a button whose code was just sent never shows as ready for a frame.
  useLayoutEffect(() => {
    if (sentAlready && !remember) own.start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the button opens
  }, [sentAlready]);

  async function send() {
    if (inFlight.current || running) return;
    inFlight.current = true;
    // The button is disabled while the request runs and for the countdown: focus must not drop to the page.
    const hadFocus = document.activeElement === button.current;
    setPending(true);
    let sent = false;
    try {
      sent = await onSend();
      if (sent) {
        if (remember) rememberCodeSent(remember);
        else own.start();
      }
    } catch {
      // The API client has already shown the error; the button stays ready for a retry.
    } finally {
      inFlight.current = false;
      setPending(false);
    }
    if (!hadFocus) return;
    if (sent) (focusAfterSend ? focusAfterSend() : fieldOf(button.current))?.focus();
    // Enabled again on the next frame; focus comes back only if it is still nowhere (the user may have moved on).
    else requestAnimationFrame(() => focusIfLost(button.current));
  }

  return (
    <CodeButton
      type="button"
      {...rest}
      ref={button}
      variant={variant}
      disabled={disabled || running}
      loading={pending}
      onClick={() => void send()}
    >
      {label ?? children}
    </CodeButton>
  );
}
