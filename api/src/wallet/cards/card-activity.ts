import type { Database } from '../../db/query-layer';
import { ApiFailure } from '../../platform/api-failure';
import { changed, type Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import type { CardIssuer } from '../issuer/card-issuer';
import { limitRefusal } from '../limits/card-limits';
import { requestCardDelete } from './card-status';
import { insertCardTransaction, type CardTransactionView } from './card-transactions';
import { findCard, type CardRow } from './card-store';

/** Statuses in which a merchant's refund still reaches the card. */
const REFUNDABLE = ['CARD_STATUS_NORMAL', 'CARD_STATUS_FREEZE', 'CARD_STATUS_FREEZING', 'CARD_STATUS_UNFREEZING'];

async function lockedCardOr404(database: Database, trx: Queries, cardId: string): Promise<CardRow> {
  const card = await findCard(trx, cardId, database);
  if (!card) throw new ApiFailure('notFound');
  return card;
}

/**
 * A purchase at a merchant (sandbox), inside the caller's transaction. Like a real authorisation, a
 * refused purchase is recorded as a CONSUME with status FAIL and its reason (status, a spending limit,
 * the balance), rather than answered as an error. The card is locked before its limits are checked, so
 * two purchases at once cannot both pass a limit. A single-use card is closed after its first settled
 * purchase (call `issuer.kick()` after the commit).
 */
export async function spendOnCard(
  database: Database,
  trx: Queries,
  issuer: CardIssuer,
  cardId: string,
  units: number,
  merchantName: string,
  now = Date.now(),
): Promise<CardTransactionView> {
  const card = await lockedCardOr404(database, trx, cardId);
  const base = { cardId, userId: card.user_id, currency: card.currency, type: 'CONSUME' as const, amount: units };
  let reason =
    card.status === 'CARD_STATUS_NORMAL' ? await limitRefusal(trx, card, units, now) : '卡片当前状态不可消费';
  if (reason === null) {
    const taken = await trx
      .updateTable('cards')
      .set((eb) => ({ balance: eb('balance', '-', units), updated_at: now }))
      .where('id', '=', cardId)
      .where('balance', '>=', units)
      .executeTakeFirst();
    if (changed(taken) === 0) reason = WALLET_ERRORS.cardBalanceInsufficient.message;
  }
  const status = reason ? 'CARD_TRANSACTION_STATUS_FAIL' : 'CARD_TRANSACTION_STATUS_CLOSED';
  const transaction = await insertCardTransaction(trx, { ...base, status, merchantName, reason }, now);
  if (!reason && card.single_use === 1) await requestCardDelete(database, trx, issuer, card.user_id, card.id, now);
  return transaction;
}

/** A merchant's refund onto the card (sandbox), inside the caller's transaction; also reaches a frozen card. */
export async function refundToCard(
  database: Database,
  trx: Queries,
  cardId: string,
  units: number,
  merchantName: string,
  now = Date.now(),
): Promise<CardTransactionView> {
  const card = await lockedCardOr404(database, trx, cardId);
  if (!REFUNDABLE.includes(card.status)) throw new ApiFailure(WALLET_ERRORS.cardStatusInvalid);
  await trx
    .updateTable('cards')
    .set((eb) => ({ balance: eb('balance', '+', units), updated_at: now }))
    .where('id', '=', cardId)
    .execute();
  return insertCardTransaction(
    trx,
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
}
