import { STORAGE_KEYS, readStorage, writeStorage } from '../../storage/keys';
import type { Session } from '../../session/session-state';

/** A card freeze asked for offline, waiting on this device to be sent. */
export interface QueuedFreeze {
  cardId: string;
  last4: string;
  /** Sent as the Idempotency-Key, so a freeze sent again after a lost answer is made once. */
  idempotencyKey: string;
}

interface StoredQueue {
  /** The session the freezes belong to (`sessionScope`); another session reads none of them. */
  scope: string;
  freezes: QueuedFreeze[];
}

/**
 * A digest of the session's token (never the token itself): a queue kept by one session is neither
 * shown nor sent by another account signed in on the same browser. Null while signed out.
 */
export function sessionScope(session: Session): string | null {
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

const isFreeze = (value: unknown): value is QueuedFreeze =>
  typeof value === 'object' &&
  value !== null &&
  ['cardId', 'last4', 'idempotencyKey'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/** The freezes `raw` holds for this session; a corrupt value, or another session's, holds none. */
function parse(raw: string | null, session: Session): QueuedFreeze[] {
  const scope = sessionScope(session);
  if (raw === null || scope === null) return [];
  try {
    const stored = JSON.parse(raw) as Partial<StoredQueue>;
    if (stored.scope !== scope || !Array.isArray(stored.freezes)) return [];
    return stored.freezes.filter(isFreeze);
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

function write(session: Session, freezes: QueuedFreeze[]): void {
  const scope = sessionScope(session);
  const value = scope === null || freezes.length === 0 ? null : JSON.stringify({ scope, freezes });
  writeStorage('local', STORAGE_KEYS.queuedFreezes, value);
  for (const listener of [...listeners]) listener();
}

/** The freezes this session keeps on this device, oldest first. */
export function queuedFreezes(session: Session): QueuedFreeze[] {
  return parse(readStorage('local', STORAGE_KEYS.queuedFreezes), session);
}

/** Keeps a freeze to send later (one per card: a second replaces the first). */
export function addQueuedFreeze(session: Session, freeze: QueuedFreeze): void {
  write(session, [...queuedFreezes(session).filter((kept) => kept.cardId !== freeze.cardId), freeze]);
}

/** Forgets the freeze kept for a card: it was sent, refused or cancelled. */
export function removeQueuedFreeze(session: Session, cardId: string): void {
  write(
    session,
    queuedFreezes(session).filter((kept) => kept.cardId !== cardId),
  );
}

/** Forgets every kept freeze: what a sign-out does, so none is sent for an account no longer here. */
export function clearQueuedFreezes(): void {
  writeStorage('local', STORAGE_KEYS.queuedFreezes, null);
  for (const listener of [...listeners]) listener();
}

/** Calls `onChange` whenever the kept freezes change, in this tab or another. */
export function subscribeQueuedFreezes(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.queuedFreezes || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The freeze this session keeps for a card in a stored value, or null. */
export function queuedFreezeOf(raw: string | null, session: Session, cardId: string): QueuedFreeze | null {
  return parse(raw, session).find((freeze) => freeze.cardId === cardId) ?? null;
}
