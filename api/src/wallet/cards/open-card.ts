import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/query-layer';
import { ApiFailure } from '../../platform/api-failure';
import type { Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import type { CardIssuer } from '../issuer/card-issuer';
import { issueCardSecrets, storeCardSecrets } from '../issuer/card-secrets';
import { lockWallet, postWalletEntry } from '../ledger/balances';
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
export async function assertProfileIfNeeded(q: Queries, userId: string, product: CardProduct): Promise<void> {
  if (product.needsProfile && !(await hasProfile(q, userId))) throw new ApiFailure(WALLET_ERRORS.profileRequired);
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
 * Opens one card inside the caller's transaction (`trx`): charges the open fee (OPEN_CARD) and the load
 * (TRANSFER_OUT_TO_CARD) from the wallet, creates the card in CARD_STATUS_INIT with a pending
 * TRANSFER_IN, and queues the issuer, which makes it NORMAL or FAIL (FAIL refunds both), with the
 * spending controls chosen for it and its nickname (already checked and normalised; null: none). The
 * wallet is locked first. Call `issuer.kick()` after the commit.
 */
export async function openCard(
  database: Database,
  trx: Queries,
  issuer: CardIssuer,
  userId: string,
  product: CardProduct,
  amountUnits: number,
  batchJobId: string | null = null,
  now = Date.now(),
  controls: CardControls = NO_CONTROLS,
  nickname: string | null = null,
): Promise<CardRow> {
  await lockWallet(database, trx, userId, product.currency);
  await assertWalletUsable(trx, userId);
  assertLoadAllowed(product, amountUnits);
  await assertProfileIfNeeded(trx, userId, product);
  if ((await openableCount(trx, userId)) < 1) throw new ApiFailure(WALLET_ERRORS.cardLimitReached);
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
  await postWalletEntry(
    trx,
    { ...base, type: 'OPEN_CARD', amount: -fee, fee, remark: '开卡手续费（含首充手续费）' },
    now,
  );
  await postWalletEntry(trx, { ...base, type: 'TRANSFER_OUT_TO_CARD', amount: -amountUnits, remark: '开卡充值' }, now);
  await trx.insertInto('cards').values(row).execute();
  await storeCardSecrets(trx, row.id, secrets);
  await recordHolderName(trx, userId, row.id);
  await insertCardTransaction(
    trx,
    { ...base, type: 'TRANSFER_IN', status: 'CARD_TRANSACTION_STATUS_PENDING', amount: amountUnits, fee: loadFee },
    now,
  );
  await issuer.enqueue(trx, row.id, 'OPEN', row.status, now);
  return row;
}
