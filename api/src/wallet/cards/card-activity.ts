import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { sql } from '../db';
import { WALLET_ERRORS } from '../errors';
import type { CardIssuer } from '../issuer/card-issuer';
import { limitRefusal } from '../limits/card-limits';
import { requestCardDelete } from './card-status';
import { insertCardTransaction, type CardTransactionView } from './card-transactions';
import { findCard, type CardRow } from './card-store';

/** Statuses in which a merchant's refund still reaches the card. */
const REFUNDABLE = ['CARD_STATUS_NORMAL', 'CARD_STATUS_FREEZE', 'CARD_STATUS_FREEZING', 'CARD_STATUS_UNFREEZING'];

function cardOr404(db: Db, cardId: string): CardRow {
  const card = findCard(db, cardId);
  if (!card) throw new ApiFailure('notFound');
  return card;
}

/**
 * A purchase at a merchant (sandbox). Like a real authorisation, a refused purchase is recorded as a
 * CONSUME with status FAIL and its reason (status, a spending limit, the balance), rather than answered
 * as an error. The check and the record are one immediate transaction, so two purchases at once cannot
 * both pass a limit. A single-use card is closed after its first settled purchase (call `issuer.kick()`).
 */
export function spendOnCard(
  db: Db,
  issuer: CardIssuer,
  cardId: string,
  units: number,
  merchantName: string,
  now = Date.now(),
) {
  return db
    .transaction((): CardTransactionView => {
      const card = cardOr404(db, cardId);
      const base = { cardId, userId: card.user_id, currency: card.currency, type: 'CONSUME' as const, amount: units };
      let reason = card.status === 'CARD_STATUS_NORMAL' ? limitRefusal(db, card, units, now) : '卡片当前状态不可消费';
      if (
        reason === null &&
        sql(db, 'UPDATE cards SET balance = balance - ?, updated_at = ? WHERE id = ? AND balance >= ?').run(
          units,
          now,
          cardId,
          units,
        ).changes === 0
      ) {
        reason = WALLET_ERRORS.cardBalanceInsufficient.message;
      }
      const status = reason ? 'CARD_TRANSACTION_STATUS_FAIL' : 'CARD_TRANSACTION_STATUS_CLOSED';
      const transaction = insertCardTransaction(db, { ...base, status, merchantName, reason }, now);
      if (!reason && card.single_use === 1) requestCardDelete(db, issuer, card.user_id, card.id, now);
      return transaction;
    })
    .immediate();
}

/** A merchant's refund onto the card (sandbox); also reaches a frozen card. */
export function refundToCard(db: Db, cardId: string, units: number, merchantName: string, now = Date.now()) {
  return db.transaction((): CardTransactionView => {
    const card = cardOr404(db, cardId);
    if (!REFUNDABLE.includes(card.status)) throw new ApiFailure(WALLET_ERRORS.cardStatusInvalid);
    sql(db, 'UPDATE cards SET balance = balance + ?, updated_at = ? WHERE id = ?').run(units, now, cardId);
    return insertCardTransaction(
      db,
      {
        cardId,
        userId: card.user_id,
        currency: card.currency,
        type: 'REFUND',
        status: 'CARD_TRANSACTION_STATUS_CLOSED',
        amount: units,
        merchantName,
      },
      now,
    );
  })();
}
