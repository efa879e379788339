import type { CardStatusAction } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { WALLET_ERRORS } from '../errors';
import type { CardIssuer } from '../issuer/card-issuer';
import { insertCardTransaction } from './card-transactions';
import { findUserCard, moveCard, type CardRow } from './card-store';

const invalid = () => new ApiFailure(WALLET_ERRORS.cardStatusInvalid);

/**
 * Freeze: NORMAL -> FREEZING, the issuer ends it in FREEZE (or back in NORMAL if it refuses).
 * Unfreeze: FREEZE -> UNFREEZING -> NORMAL (or back in FREEZE); a card still FREEZING can be unfrozen
 * too (spec §4's first reading): its freeze is withdrawn and it goes through UNFREEZING the same way.
 */
export function requestCardAction(
  db: Db,
  issuer: CardIssuer,
  userId: string,
  cardId: string,
  action: CardStatusAction,
  now = Date.now(),
): CardRow {
  return db.transaction((): CardRow => {
    const card = findUserCard(db, userId, cardId);
    if (action === 'UPDATE_CARD_STATUS_FREEZE') {
      if (card.status !== 'CARD_STATUS_NORMAL') throw invalid();
      moveCard(db, card.id, card.status, 'CARD_STATUS_FREEZING', now);
      issuer.enqueue(card.id, 'FREEZE', 'CARD_STATUS_NORMAL', now);
      return { ...card, status: 'CARD_STATUS_FREEZING', updated_at: now };
    }
    if (card.status === 'CARD_STATUS_FREEZING') issuer.cancel(card.id, 'FREEZE');
    else if (card.status !== 'CARD_STATUS_FREEZE') throw invalid();
    moveCard(db, card.id, card.status, 'CARD_STATUS_UNFREEZING', now);
    issuer.enqueue(card.id, 'UNFREEZE', 'CARD_STATUS_FREEZE', now);
    return { ...card, status: 'CARD_STATUS_UNFREEZING', updated_at: now };
  })();
}

/**
 * Delete: a NORMAL or FROZEN card goes to DELETING with a pending TRANSFER_OUT of its balance; when the
 * issuer confirms, it is DELETE and the balance is back in the wallet (TRANSFER_IN_FROM_CARD, no fee).
 * A FAIL card holds nothing and is deleted at once.
 */
export function requestCardDelete(
  db: Db,
  issuer: CardIssuer,
  userId: string,
  cardId: string,
  now = Date.now(),
): CardRow {
  return db.transaction((): CardRow => {
    const card = findUserCard(db, userId, cardId);
    if (card.status === 'CARD_STATUS_FAIL') {
      moveCard(db, card.id, card.status, 'CARD_STATUS_DELETE', now);
      return { ...card, status: 'CARD_STATUS_DELETE', updated_at: now };
    }
    if (card.status !== 'CARD_STATUS_NORMAL' && card.status !== 'CARD_STATUS_FREEZE') throw invalid();
    moveCard(db, card.id, card.status, 'CARD_STATUS_DELETING', now);
    if (card.balance > 0) {
      insertCardTransaction(
        db,
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
    issuer.enqueue(card.id, 'DELETE', card.status, now);
    return { ...card, status: 'CARD_STATUS_DELETING', updated_at: now };
  })();
}
