import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { sql } from '../db';
import { WALLET_ERRORS } from '../errors';
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
 * CONSUME with status FAIL and its reason, rather than answered as an error.
 */
export function spendOnCard(db: Db, cardId: string, units: number, merchantName: string, now = Date.now()) {
  return db.transaction((): CardTransactionView => {
    const card = cardOr404(db, cardId);
    const base = { cardId, userId: card.user_id, currency: card.currency, type: 'CONSUME' as const, amount: units };
    let reason: string | null = null;
    if (card.status !== 'CARD_STATUS_NORMAL') reason = '卡片当前状态不可消费';
    else if (
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
    return insertCardTransaction(db, { ...base, status, merchantName, reason }, now);
  })();
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
