import { cardNicknameProblem, normaliseCardNickname } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { sql } from '../db';
import { WALLET_ERRORS } from '../errors';
import { findUserCard, type CardRow } from './card-store';

/**
 * A typed nickname as it is kept (trimmed, NFC; null when empty), or the refusal of one too long (4031)
 * or with hidden characters (4032).
 */
export function keptCardNickname(raw: string): string | null {
  const nickname = normaliseCardNickname(raw);
  const problem = cardNicknameProblem(nickname);
  if (problem === 'tooLong') throw new ApiFailure(WALLET_ERRORS.cardNicknameTooLong);
  if (problem === 'hiddenCharacters') throw new ApiFailure(WALLET_ERRORS.cardNicknameInvalid);
  return nickname === '' ? null : nickname;
}

/**
 * Names the user's card (trimmed, NFC, at most 20 characters as read), or clears its name when the
 * trimmed name is empty. A deleted card keeps the name it had.
 */
export function setCardNickname(db: Db, userId: string, cardId: string, raw: string, now = Date.now()): CardRow {
  const kept = keptCardNickname(raw);
  return db.transaction((): CardRow => {
    const card = findUserCard(db, userId, cardId);
    if (card.status === 'CARD_STATUS_DELETE') throw new ApiFailure(WALLET_ERRORS.cardStatusInvalid);
    sql(db, 'UPDATE cards SET nickname = ?, updated_at = ? WHERE id = ?').run(kept, now, card.id);
    return { ...card, nickname: kept, updated_at: now };
  })();
}
