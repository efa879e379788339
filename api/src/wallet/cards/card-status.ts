import type { CardStatusAction } from '@portal/shared/contract';
import type { Database } from '../../db/query-layer';
import { ApiFailure } from '../../platform/api-failure';
import type { Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import type { CardIssuer } from '../issuer/card-issuer';
import { insertCardTransaction } from './card-transactions';
import { findUserCard, moveCard, type CardRow } from './card-store';

const invalid = () => new ApiFailure(WALLET_ERRORS.cardStatusInvalid);

/**
 * Freeze: NORMAL -> FREEZING, the issuer ends it in FREEZE (or back in NORMAL if it refuses).
 * Unfreeze: FREEZE -> UNFREEZING -> NORMAL (or back in FREEZE); a card still FREEZING can be unfrozen
 * too (spec §4's first reading): its freeze is withdrawn and it goes through UNFREEZING the same way.
 * Inside the caller's transaction, the card locked; call `issuer.kick()` after the commit.
 */
export async function requestCardAction(
  database: Database,
  trx: Queries,
  issuer: CardIssuer,
  userId: string,
  cardId: string,
  action: CardStatusAction,
  now = Date.now(),
): Promise<CardRow> {
  const card = await findUserCard(trx, userId, cardId, database);
  if (action === 'UPDATE_CARD_STATUS_FREEZE') {
    if (card.status !== 'CARD_STATUS_NORMAL') throw invalid();
    await moveCard(trx, card.id, card.status, 'CARD_STATUS_FREEZING', now);
    await issuer.enqueue(trx, card.id, 'FREEZE', 'CARD_STATUS_NORMAL', now);
    return { ...card, status: 'CARD_STATUS_FREEZING', updated_at: now };
  }
  if (card.status === 'CARD_STATUS_FREEZING') await issuer.cancel(trx, card.id, 'FREEZE');
  else if (card.status !== 'CARD_STATUS_FREEZE') throw invalid();
  await moveCard(trx, card.id, card.status, 'CARD_STATUS_UNFREEZING', now);
  await issuer.enqueue(trx, card.id, 'UNFREEZE', 'CARD_STATUS_FREEZE', now);
  return { ...card, status: 'CARD_STATUS_UNFREEZING', updated_at: now };
}

/**
 * Delete: a NORMAL or FROZEN card goes to DELETING with a pending TRANSFER_OUT of its balance; when the
 * issuer confirms, it is DELETE and the balance is back in the wallet (TRANSFER_IN_FROM_CARD, no fee).
 * A FAIL card holds nothing and is deleted at once. Inside the caller's transaction, the card locked;
 * call `issuer.kick()` after the commit.
 */
export async function requestCardDelete(
  database: Database,
  trx: Queries,
  issuer: CardIssuer,
  userId: string,
  cardId: string,
  now = Date.now(),
): Promise<CardRow> {
  const card = await findUserCard(trx, userId, cardId, database);
  if (card.status === 'CARD_STATUS_FAIL') {
    await moveCard(trx, card.id, card.status, 'CARD_STATUS_DELETE', now);
    return { ...card, status: 'CARD_STATUS_DELETE', updated_at: now };
  }
  if (card.status !== 'CARD_STATUS_NORMAL' && card.status !== 'CARD_STATUS_FREEZE') throw invalid();
  await moveCard(trx, card.id, card.status, 'CARD_STATUS_DELETING', now);
  if (card.balance > 0) {
    await insertCardTransaction(
      trx,
      {
        cardId: card.id,
        userId,
        currency: card.currency,
        type: 'TRANSFER_OUT',
        status: 'CARD_TRANSACTION_STATUS_PENDING',
        amount: card.balance,
        reason: null,
      },
      now,
    );
  }
  await issuer.enqueue(trx, card.id, 'DELETE', card.status, now);
  return { ...card, status: 'CARD_STATUS_DELETING', updated_at: now };
}
