import type { Database } from '../../db/query-layer';
import { ApiFailure } from '../../platform/api-failure';
import { changed, type Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import { lockWallet, postWalletEntry } from '../ledger/balances';
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

/**
 * The user's NORMAL card for a movement, with the wallet of its currency locked first and then the
 * card (src/db/transaction.ts): what is checked after this stays true until the commit.
 */
async function usableCard(database: Database, trx: Queries, userId: string, cardId: string): Promise<CardRow> {
  const { currency } = await findUserCard(trx, userId, cardId);
  await lockWallet(database, trx, userId, currency);
  const card = await findUserCard(trx, userId, cardId, database);
  if (card.status !== 'CARD_STATUS_NORMAL') throw new ApiFailure(WALLET_ERRORS.cardStatusInvalid);
  return card;
}

const reload = async (trx: Queries, card: CardRow) => cardDetailsView(await findUserCard(trx, card.user_id, card.id));

/**
 * Recharge, inside the call's transaction: the wallet pays amount + fee (product recharge_fee, one
 * TRANSFER_OUT_TO_CARD row), the card gains the amount (TRANSFER_IN). Only a NORMAL card of a usable
 * wallet; the debit is guarded.
 */
export async function rechargeCard(
  database: Database,
  trx: Queries,
  userId: string,
  cardId: string,
  units: number,
  now = Date.now(),
): Promise<CardMovement> {
  const card = await usableCard(database, trx, userId, cardId);
  await assertWalletUsable(trx, userId);
  const product = await productOfCard(trx, card.product_id);
  assertLoadAllowed(product, units);
  const fee = feeUnits(product.rechargeFee, units);
  const base = { userId, currency: card.currency, cardId: card.id };
  await postWalletEntry(
    trx,
    { ...base, type: 'TRANSFER_OUT_TO_CARD', amount: -(units + fee), fee, remark: '卡片充值' },
    now,
  );
  await trx
    .updateTable('cards')
    .set((eb) => ({ balance: eb('balance', '+', units), updated_at: now }))
    .where('id', '=', card.id)
    .execute();
  const transaction = await insertCardTransaction(
    trx,
    { ...base, type: 'TRANSFER_IN', status: 'CARD_TRANSACTION_STATUS_CLOSED', amount: units, fee },
    now,
  );
  return { card: await reload(trx, card), transaction };
}

/**
 * Withdraw, inside the call's transaction: the card gives the amount (TRANSFER_OUT), the wallet receives
 * it less the fee (product withdraw_fee, one TRANSFER_IN_FROM_CARD row). Allowed on a frozen wallet: the
 * money comes back to it.
 */
export async function withdrawCard(
  database: Database,
  trx: Queries,
  userId: string,
  cardId: string,
  units: number,
  now = Date.now(),
): Promise<CardMovement> {
  const card = await usableCard(database, trx, userId, cardId);
  const fee = feeUnits((await productOfCard(trx, card.product_id)).withdrawFee, units);
  if (fee >= units) throw new ApiFailure(WALLET_ERRORS.feeExceedsAmount);
  const taken = await trx
    .updateTable('cards')
    .set((eb) => ({ balance: eb('balance', '-', units), updated_at: now }))
    .where('id', '=', card.id)
    .where('balance', '>=', units)
    .executeTakeFirst();
  if (changed(taken) === 0) throw new ApiFailure(WALLET_ERRORS.cardBalanceInsufficient);
  const base = { userId, currency: card.currency, cardId: card.id };
  await postWalletEntry(
    trx,
    { ...base, type: 'TRANSFER_IN_FROM_CARD', amount: units - fee, fee, remark: '卡片提现' },
    now,
  );
  const transaction = await insertCardTransaction(
    trx,
    { ...base, type: 'TRANSFER_OUT', status: 'CARD_TRANSACTION_STATUS_CLOSED', amount: units, fee },
    now,
  );
  return { card: await reload(trx, card), transaction };
}
