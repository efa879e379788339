import { STORAGE_KEYS, readStorage, writeStorage } from '@portal/shared/boot';
import type { Session } from './session-state';

/**
 * What a signed-in session keeps on this device besides its token (today: the card freezes asked for
 * offline), in local storage under one key. It is tagged with a digest of the session's token (never
 * the token itself), so another account signed in on the same browser reads none of it, and sign-out
 * forgets it. The one place that reads and writes it.
 */
const KEY = STORAGE_KEYS.queuedFreezes;

/** The digest a kept value is tagged with; null while signed out. */
function sessionScope(session: Session): string | null {
  if (!session.isLogin || session.token === '') return null;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < session.token.length; index++) {
    const code = session.token.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(h2 >>> 0).toString(36)}.${(h1 >>> 0).toString(36)}`;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** The stored value as it is (for `useSyncExternalStore`): read it with `sessionKeptIn`. */
export const sessionKeptSnapshot = (): string | null => readStorage('local', KEY);

/** What `raw` keeps for this session; a corrupt value, or another session's, keeps nothing (null). */
export function sessionKeptIn(raw: string | null, session: Session): unknown {
  const scope = sessionScope(session);
  if (raw === null || scope === null) return null;
  try {
    const stored = JSON.parse(raw) as { scope?: unknown; value?: unknown };
    return stored.scope === scope ? (stored.value ?? null) : null;
  } catch {
    return null;
  }
}

/** What this session keeps on this device, or null. */
export const readSessionKept = (session: Session): unknown => sessionKeptIn(sessionKeptSnapshot(), session);

/** Keeps `value` for this session (null forgets it); nothing is kept while signed out. */
export function writeSessionKept(session: Session, value: unknown): void {
  const scope = sessionScope(session);
  writeStorage('local', KEY, scope === null || value === null ? null : JSON.stringify({ scope, value }));
  notify();
}

/** Forgets what any session kept: sign-out does it. */
export function forgetSessionKept(): void {
  writeStorage('local', KEY, null);
  notify();
}

/** Calls `onChange` whenever the kept value changes, in this tab or another. */
export function subscribeSessionKept(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}
