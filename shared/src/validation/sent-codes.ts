import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '@portal/shared/boot';
import { CODE_VALID_SECONDS, type AccessPurpose, type SendType } from '../contract/account';
import { SEND_CODE_COUNTDOWN_SECONDS, countdownLabel, type Countdown } from './countdown';

/**
 * A code sent: what it is for and where it went. The countdown and "a code was asked for" belong to
 * it, not to the dialog or page that sent it, so closing a dialog, leaving for another screen or a
 * reload forgets neither.
 */
export interface SentCodeKey {
  /** What the code is for, as the API tells codes apart (a mark type or an access purpose). */
  purpose: string;
  /** Where it went: the address typed, or the account's own phone or e-mail (`ownAddress`). */
  to: string;
}

/** An access code to the signed-in account's own phone or e-mail, for one purpose. */
export const accessCodeKey = (purpose: AccessPurpose, sendType: SendType): SentCodeKey => ({
  purpose: `MARK_TYPE_ACCESS.${purpose}`,
  to: `own.${sendType}`,
});

type Sends = Record<string, Record<string, { at: number; used?: true }>>;

const KEY = STORAGE_KEYS.sentCodes;
const SECOND_MS = 1000;
const VALID_MS = CODE_VALID_SECONDS * SECOND_MS;

/** Addresses are kept as a digest, never as typed; lower-cased as the API stores them. */
function digest(address: string): string {
  const text = address.trim().toLowerCase();
  let h1 = 0x9e3779b9;
  let h2 = 0x85ebca6b;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(h2 >>> 0).toString(36)}.${(h1 >>> 0).toString(36)}`;
}

/** What this tab holds when storage refuses to keep it (private mode); null while storage works. */
let unstored: string | null = null;
const listeners = new Set<() => void>();

const snapshot = (): string | null => unstored ?? readStorage('session', KEY);

function parse(raw: string | null): Sends {
  if (raw === null) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null ? (value as Sends) : {};
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

/** Remembers that a code was sent now; sends the API no longer accepts are dropped. */
export function rememberCodeSent({ purpose, to }: SentCodeKey, now = Date.now()): void {
  const sends: Sends = {};
  for (const [address, byPurpose] of Object.entries(parse(snapshot()))) {
    const live = Object.entries(byPurpose).filter(
      ([, send]) => typeof send?.at === 'number' && send.at + VALID_MS > now,
    );
    if (live.length > 0) sends[address] = Object.fromEntries(live);
  }
  const address = digest(to);
  sends[address] = { ...sends[address], [purpose]: { at: now } };
  write(sends);
}

/** The code was accepted and used up: the form asks for a new one; the resend countdown goes on. */
export function rememberCodeUsed({ purpose, to }: SentCodeKey): void {
  const sends = parse(snapshot());
  const send = sends[digest(to)]?.[purpose];
  if (!send) return;
  send.used = true;
  write(sends);
}

/** Forgets every send: sign-out does it, so the next account starts afresh. */
export function forgetSentCodes(): void {
  write({});
}

/** Whether a code for this purpose went to this address and the API still accepts it (请先获取验证码 otherwise). */
export function isCodeRequested({ purpose, to }: SentCodeKey, now = Date.now()): boolean {
  const send = parse(snapshot())[digest(to)]?.[purpose];
  return send !== undefined && send.used !== true && send.at + VALID_MS > now;
}

/** When the address may have another code: the API refuses a new one for 60 s after any send to it. */
function resendAt(raw: string | null, to: string, seconds: number): number | null {
  const sends = Object.values(parse(raw)[digest(to)] ?? {});
  const newest = Math.max(...sends.map((send) => send.at));
  return Number.isFinite(newest) ? newest + seconds * SECOND_MS : null;
}

/**
 * The send-code countdown of an address (`key.to`), whoever sent the code and for which purpose:
 * it starts from the send time kept for the tab, so it continues where a closed dialog left it.
 * `start` remembers a send for `key`. A null key counts nothing.
 */
export function useSentCodeCountdown(key: SentCodeKey | null, seconds = SEND_CODE_COUNTDOWN_SECONDS): Countdown {
  const raw = useSyncExternalStore(subscribe, snapshot, snapshot);
  // The clock as of the last tick: it ticks once a second while the countdown runs.
  const [now, setNow] = useState(() => Date.now());
  const deadline = key === null ? null : resendAt(raw, key.to, seconds);
  const running = deadline !== null && deadline > now;

  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(id);
  }, [running, deadline]);

  // Rounding absorbs a few milliseconds of timer jitter either side of each whole second; a send
  // since the last tick reads as the whole wait.
  const secondsLeft = running ? Math.min(seconds, Math.max(1, Math.round((deadline - now) / SECOND_MS))) : 0;
  const purpose = key?.purpose;
  const to = key?.to;
  const start = useCallback(() => {
    if (purpose !== undefined && to !== undefined && seconds > 0) rememberCodeSent({ purpose, to });
  }, [purpose, to, seconds]);
  return { secondsLeft, running, start, label: running ? countdownLabel(secondsLeft) : null };
}
