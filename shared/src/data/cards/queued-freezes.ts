import { readSessionKept, sessionKeptIn, writeSessionKept } from '../../session/session-kept';
import type { Session } from '../../session/session-state';

/** A card freeze asked for offline, waiting on this device to be sent. */
export interface QueuedFreeze {
  cardId: string;
  last4: string;
  /** Sent as the Idempotency-Key, so a freeze sent again after a lost answer is made once. */
  idempotencyKey: string;
}

const isFreeze = (value: unknown): value is QueuedFreeze =>
  typeof value === 'object' &&
  value !== null &&
  ['cardId', 'last4', 'idempotencyKey'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/** The freezes a kept value holds; anything else holds none. */
const freezesIn = (kept: unknown): QueuedFreeze[] => (Array.isArray(kept) ? kept.filter(isFreeze) : []);

const write = (session: Session, freezes: QueuedFreeze[]) =>
  writeSessionKept(session, freezes.length === 0 ? null : freezes);

/** The freezes this session keeps on this device, oldest first. */
export const queuedFreezes = (session: Session): QueuedFreeze[] => freezesIn(readSessionKept(session));

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

/** The freeze this session keeps for a card in a stored value (`sessionKeptSnapshot`), or null. */
export function queuedFreezeOf(raw: string | null, session: Session, cardId: string): QueuedFreeze | null {
  return freezesIn(sessionKeptIn(raw, session)).find((freeze) => freeze.cardId === cardId) ?? null;
}
