import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { sql } from '../db';
import { WALLET_ERRORS } from '../errors';
import { postWalletEntry } from '../ledger/balances';
import { assertWalletUsable } from '../ledger/wallet-status';
import { feeUnits } from '../money';
import { insertCardTransaction, type CardTransactionView } from './card-transactions';
import { cardDetailsView, findUserCard, type CardDetails, type CardRow } from './card-store';
import { assertLoadAllowed } from './open-card';
import { productOfCard } from './products';

export interface CardMovement {
  card: CardDetails;
  transaction: CardTransactionView;
}

function usableCard(db: Db, userId: string, cardId: string): CardRow {
  const card = findUserCard(db, userId, cardId);
  if (card.status !== 'CARD_STATUS_NORMAL') throw new ApiFailure(WALLET_ERRORS.cardStatusInvalid);
  return card;
}

const reload = (db: Db, card: CardRow) => cardDetailsView(findUserCard(db, card.user_id, card.id));

/**
 * Recharge: the wallet pays amount + fee (product recharge_fee, one TRANSFER_OUT_TO_CARD row), the card
 * gains the amount (TRANSFER_IN). Only a NORMAL card of a usable wallet; the debit is guarded.
 */
export function rechargeCard(db: Db, userId: string, cardId: string, units: number, now = Date.now()): CardMovement {
  return db.transaction(() => {
    const card = usableCard(db, userId, cardId);
    assertWalletUsable(db, userId);
    const product = productOfCard(db, card.product_id);
    assertLoadAllowed(product, units);
    const fee = feeUnits(product.rechargeFee, units);
    const base = { userId, currency: card.currency, cardId: card.id };
    postWalletEntry(
      db,
      { ...base, type: 'TRANSFER_OUT_TO_CARD', amount: -(units + fee), fee, remark: '卡片充值' },
      now,
    );
    sql(db, 'UPDATE cards SET balance = balance + ?, updated_at = ? WHERE id = ?').run(units, now, card.id);
    const transaction = insertCardTransaction(
      db,
      { ...base, type: 'TRANSFER_IN', status: 'CARD_TRANSACTION_STATUS_CLOSED', amount: units, fee },
      now,
    );
    return { card: reload(db, card), transaction };
  })();
}

/**
 * Withdraw: the card gives the amount (TRANSFER_OUT), the wallet receives it less the fee (product
 * withdraw_fee, one TRANSFER_IN_FROM_CARD row). Allowed on a frozen wallet: the money comes back to it.
 */
export function withdrawCard(db: Db, userId: string, cardId: string, units: number, now = Date.now()): CardMovement {
  return db.transaction(() => {
    const card = usableCard(db, userId, cardId);
    const fee = feeUnits(productOfCard(db, card.product_id).withdrawFee, units);
    if (fee >= units) throw new ApiFailure(WALLET_ERRORS.feeExceedsAmount);
    const taken = sql(db, 'UPDATE cards SET balance = balance - ?, updated_at = ? WHERE id = ? AND balance >= ?').run(
      units,
      now,
      card.id,
      units,
    );
    if (taken.changes === 0) throw new ApiFailure(WALLET_ERRORS.cardBalanceInsufficient);
    const base = { userId, currency: card.currency, cardId: card.id };
    postWalletEntry(db, { ...base, type: 'TRANSFER_IN_FROM_CARD', amount: units - fee, fee, remark: '卡片提现' }, now);
    const transaction = insertCardTransaction(
      db,
      { ...base, type: 'TRANSFER_OUT', status: 'CARD_TRANSACTION_STATUS_CLOSED', amount: units, fee },
      now,
    );
    return { card: reload(db, card), transaction };
  })();
}
