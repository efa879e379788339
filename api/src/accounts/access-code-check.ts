import type { Database } from '../db/query-layer';
import { consumeCode, newestCodeTarget, type CodeKind } from './codes';

/** How a fresh access code checks out: used up and right, not right, or never asked for. */
export type AccessCodeResult = 'ok' | 'wrong' | 'unset';

const REVEAL_CODE: CodeKind = { purpose: 'MARK_TYPE_ACCESS', accessPurpose: 'REVEAL_CARD_NUMBER' };

/**
 * Uses up the user's newest access code for revealing a card number (sent to their phone or e-mail
 * by send/code-auto): the check before a card's number and CVV are shown.
 */
export async function checkAccessCode(
  database: Database,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<AccessCodeResult> {
  const target = await newestCodeTarget(database.kysely, userId, REVEAL_CODE);
  if (target === null) return 'unset';
  return (await consumeCode(database.kysely, { ...REVEAL_CODE, target, code, userId }, now)).ok ? 'ok' : 'wrong';
}
