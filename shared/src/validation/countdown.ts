import { useCallback, useEffect, useState } from 'react';
import { strings } from '../strings/zh';

/** How long the send-code button stays disabled after a code is sent (spec §5, §9). */
export const SEND_CODE_COUNTDOWN_SECONDS = 60;

const TICK_MS = 1000;

/** The send-code button's label while counting down, e.g. "59s后重发". */
export function countdownLabel(secondsLeft: number): string {
  return strings.validation.resendCountdown.replace('{n}', String(secondsLeft));
}

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  readonly secondsLeft: number;
  /** True while the button should stay disabled. */
  readonly running: boolean;
  /** Starts the countdown, or restarts it from the top if already running. */
  readonly start: () => void;
  /** The countdown label while running; null when idle so the button shows its own text. */
  readonly label: string | null;
}

/** Send-code countdown; measured against a deadline so throttled background timers do not slow it down. */
export function useCountdown(seconds: number = SEND_CODE_COUNTDOWN_SECONDS): Countdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return undefined;
    const id = setInterval(() => {
      // Rounding absorbs a few milliseconds of timer jitter either side of each whole second.
      const left = Math.max(0, Math.round((deadline - Date.now()) / TICK_MS));
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [deadline]);

  const start = useCallback(() => {
    if (seconds <= 0) return;
    setSecondsLeft(seconds);
    setDeadline(Date.now() + seconds * TICK_MS);
  }, [seconds]);

  const running = deadline !== null;
  return { secondsLeft, running, start, label: running ? countdownLabel(secondsLeft) : null };
}
