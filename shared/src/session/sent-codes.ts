import { useEffect, useState, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '@portal/shared/boot';
import { CODE_VALID_SECONDS, type AccessPurpose, type SendType } from '../contract/account';
import { SEND_CODE_COUNTDOWN_SECONDS, countdownLabel } from '../validation/countdown';

/**
 * A code sent: what it is for and where it went. The countdown and "a code was asked for" belong to
 * it, not to the dialog or page that sent it, so closing a dialog, leaving for another screen or a
 * reload forgets neither. It is the session's, kept in session storage and forgotten at sign-out.
 */
export interface SentCodeKey {
  /** What the code is for, as the API tells codes apart (a mark type or an access purpose). */
  purpose: string;
  /** Where it went: the address typed, or the account's own phone or e-mail (`ownAddress`). */
  to: string;
}

/** An access code to the signed-in account's own phone or e-mail, for one purpose. */
export const accessCodeKey = (purpose: AccessPurpose, sendType: SendType): SentCodeKey => ({
  purpose,
  to: `own.${sendType}`,
});

/** Per address digest and purpose (`digest|purpose`), the send time; negative once the code was used. */
type Sends = Record<string, number>;

const KEY = STORAGE_KEYS.sentCodes;
const SECOND_MS = 1000;
const VALID_MS = CODE_VALID_SECONDS * SECOND_MS;

/** An address is kept as a digest (FNV-1a), never as typed; lower-cased as the API stores it. */
function digest(address: string): string {
  let hash = 0x811c9dc5;
  for (const char of address.trim().toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0).toString(36);
}

const keyOf = ({ purpose, to }: SentCodeKey) => `${digest(to)}|${purpose}`;

/** What this tab holds when storage refuses to keep it (private mode); null while storage works. */
let unstored: string | null = null;
const listeners = new Set<() => void>();

const snapshot = (): string | null => unstored ?? readStorage('session', KEY);

function read(): Sends {
  try {
    return JSON.parse(snapshot() ?? '{}') as Sends;
  } catch {
    return {};
  }
}

function write(sends: Sends): void {
  const raw = Object.keys(sends).length === 0 ? null : JSON.stringify(sends);
  writeStorage('session', KEY, raw);
  unstored = readStorage('session', KEY) === raw ? null : raw;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers that a code was sent now (one entry per purpose and address: the send limits keep them few). */
export function rememberCodeSent(key: SentCodeKey, now = Date.now()): void {
  write({ ...read(), [keyOf(key)]: now });
}

/** The code was accepted and used up: the form asks for a new one; the resend countdown goes on. */
export function rememberCodeUsed(key: SentCodeKey): void {
  const sends = read();
  const at = sends[keyOf(key)];
  if (at) write({ ...sends, [keyOf(key)]: -Math.abs(at) });
}

/** Forgets every send: sign-out does it, so the next account starts afresh. */
export function forgetSentCodes(): void {
  write({});
}

/** Whether a code for this purpose went to this address and the API still accepts it (请先获取验证码 otherwise). */
export function isCodeRequested(key: SentCodeKey, now = Date.now()): boolean {
  const at = read()[keyOf(key)] ?? 0;
  return at > 0 && at + VALID_MS > now;
}

/** The newest send to an address, whatever its purpose: the API refuses another for 60 s after it. */
function newestSendTo(to: string): number {
  const address = `${digest(to)}|`;
  return Math.max(0, ...Object.entries(read()).map(([sent, at]) => (sent.startsWith(address) ? Math.abs(at) : 0)));
}

/** A send-code button's countdown label, or null when it may send. */
export interface SentCodeCountdown {
  running: boolean;
  label: string | null;
}

/**
 * The send-code countdown of an address (`key.to`), whoever sent the code and for which purpose:
 * it starts from the send time kept for the tab, so it continues where a closed dialog left it.
 * A null key counts nothing.
 */
export function useSentCodeCountdown(
  key: SentCodeKey | null,
  seconds = SEND_CODE_COUNTDOWN_SECONDS,
): SentCodeCountdown {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  // The clock as of the last tick: it ticks once a second while the countdown runs.
  const [now, setNow] = useState(() => Date.now());
  const deadline = key === null ? 0 : newestSendTo(key.to) + seconds * SECOND_MS;
  const running = deadline > now;

  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(id);
  }, [running, deadline]);

  // Rounding absorbs a few milliseconds of timer jitter either side of each whole second; a send
  // since the last tick reads as the whole wait.
  const left = Math.min(seconds, Math.max(1, Math.round((deadline - now) / SECOND_MS)));
  return { running, label: running ? countdownLabel(left) : null };
}
