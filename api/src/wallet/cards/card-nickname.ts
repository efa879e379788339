import { cardNicknameProblem, normaliseCardNickname } from '@portal/shared/contract';
import type { Database } from '../../db/query-layer';
import { inTransaction } from '../../db/transaction';
import { ApiFailure } from '../../platform/api-failure';
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
export async function setCardNickname(
  database: Database,
  userId: string,
  cardId: string,
  raw: string,
  now = Date.now(),
): Promise<CardRow> {
  const kept = keptCardNickname(raw);
  return inTransaction(database, async (trx) => {
    const card = await findUserCard(trx, userId, cardId, database);
    if (card.status === 'CARD_STATUS_DELETE') throw new ApiFailure(WALLET_ERRORS.cardStatusInvalid);
    await trx.updateTable('cards').set({ nickname: kept, updated_at: now }).where('id', '=', card.id).execute();
    return { ...card, nickname: kept, updated_at: now };
  });
}
