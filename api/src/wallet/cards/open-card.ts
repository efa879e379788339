import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { sql } from '../db';
import { WALLET_ERRORS } from '../errors';
import type { CardIssuer } from '../issuer/card-issuer';
import { issueCardSecrets, storeCardSecrets } from '../issuer/card-secrets';
import { postWalletEntry } from '../ledger/balances';
import { assertWalletUsable } from '../ledger/wallet-status';
import { feeUnits, toDecimalString } from '../money';
import { insertCardTransaction } from './card-transactions';
import { openableCount, type CardRow } from './card-store';
import type { CardProduct } from './products';
import { hasProfile } from '../profiles/profile-store';
import { recordHolderName } from './checkout-details';
import { NO_CONTROLS, controlColumns, type CardControls } from '../limits/control-columns';

/**
 * What opening a card costs, in minor units: the open fee, the recharge fee on the first load (as on
 * any later recharge; the card's top-up row shows it), and the load.
 */
export function openingCost(
  product: CardProduct,
  amountUnits: number,
): { fee: number; loadFee: number; total: number } {
  const loadFee = feeUnits(product.rechargeFee, amountUnits);
  const fee = feeUnits(product.openFee, amountUnits) + loadFee;
  return { fee, loadFee, total: fee + amountUnits };
}

/** A product that needs the cardholder profile opens only with one on file (4091). */
export function assertProfileIfNeeded(db: Db, userId: string, product: CardProduct): void {
  if (product.needsProfile && !hasProfile(db, userId)) throw new ApiFailure(WALLET_ERRORS.profileRequired);
}

/** Checks an opening load against the product's minimum (4011). */
export function assertLoadAllowed(product: CardProduct, amountUnits: number): void {
  if (amountUnits < product.minRecharge) {
    throw new ApiFailure(
      WALLET_ERRORS.amountTooLow,
      `${WALLET_ERRORS.amountTooLow.message} ${toDecimalString(product.minRecharge)} ${product.currency}`,
    );
  }
}

/**
 * Opens one card in one transaction: charges the open fee (OPEN_CARD) and the load (TRANSFER_OUT_TO_CARD)
 * from the wallet, creates the card in CARD_STATUS_INIT with a pending TRANSFER_IN, and queues the
 * issuer, which makes it NORMAL or FAIL (FAIL refunds both), with the spending controls chosen for it
 * and its nickname (already checked and normalised; null: none). Call `issuer.kick()` after the commit.
 */
export function openCard(
  db: Db,
  issuer: CardIssuer,
  userId: string,
  product: CardProduct,
  amountUnits: number,
  batchJobId: string | null = null,
  now = Date.now(),
  controls: CardControls = NO_CONTROLS,
  nickname: string | null = null,
): CardRow {
  return db.transaction(() => {
    assertWalletUsable(db, userId);
    assertLoadAllowed(product, amountUnits);
    assertProfileIfNeeded(db, userId, product);
    if (openableCount(db, userId) < 1) throw new ApiFailure(WALLET_ERRORS.cardLimitReached);
    const { fee, loadFee } = openingCost(product, amountUnits);
    const secrets = issueCardSecrets(product.bin);
    const row: CardRow = {
      id: randomUUID(),
      user_id: userId,
      product_id: product.id,
      currency: product.currency,
      last4: secrets.pan.slice(-4),
      expiry: secrets.expiry,
      balance: amountUnits,
      status: 'CARD_STATUS_INIT',
      batch_job_id: batchJobId,
      nickname,
      created_at: now,
      updated_at: now,
      ...controlColumns(controls),
    };
    const base = { userId, currency: product.currency, cardId: row.id };
    postWalletEntry(db, { ...base, type: 'OPEN_CARD', amount: -fee, fee, remark: '开卡手续费（含首充手续费）' }, now);
    postWalletEntry(db, { ...base, type: 'TRANSFER_OUT_TO_CARD', amount: -amountUnits, remark: '开卡充值' }, now);
    sql(
      db,
      `INSERT INTO cards (id, user_id, product_id, currency, last4, expiry, balance, status, batch_job_id, created_at,
         updated_at, per_transaction_limit, daily_limit, monthly_limit, single_use, nickname)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      row.id,
      userId,
      product.id,
      row.currency,
      row.last4,
      row.expiry,
      amountUnits,
      row.status,
      batchJobId,
      now,
      now,
      row.per_transaction_limit,
      row.daily_limit,
      row.monthly_limit,
      row.single_use,
      nickname,
    );
    storeCardSecrets(db, row.id, secrets);
    recordHolderName(db, userId, row.id);
    insertCardTransaction(
      db,
      { ...base, type: 'TRANSFER_IN', status: 'CARD_TRANSACTION_STATUS_PENDING', amount: amountUnits, fee: loadFee },
      now,
    );
    issuer.enqueue(row.id, 'OPEN', row.status, now);
    return row;
  })();
}
