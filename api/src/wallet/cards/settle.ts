import type { CardStatus } from '@portal/shared/contract';
import type { Currency } from '@portal/shared/contract';
import type { Database } from '../../db/query-layer';
import type { Queries } from '../db';
import { takeTask, type IssuerTask, type IssuerTaskKind } from '../issuer/card-issuer';
import { lockWallet, postWalletEntry } from '../ledger/balances';
import { settlePendingTransaction } from './card-transactions';
import { findCard, moveCard } from './card-store';

/** What an issuer outcome did to a card; the batch runner listens for OPEN outcomes. */
export interface SettledCard {
  cardId: string;
  userId: string;
  kind: IssuerTaskKind;
  success: boolean;
  status: CardStatus;
  /** Chinese reason of a failure. */
  reason: string | null;
}

/** The status a card waits in for each kind of task, and where success takes it. */
const WAITING: Record<IssuerTaskKind, [CardStatus, CardStatus]> = {
  OPEN: ['CARD_STATUS_INIT', 'CARD_STATUS_NORMAL'],
  FREEZE: ['CARD_STATUS_FREEZING', 'CARD_STATUS_FREEZE'],
  UNFREEZE: ['CARD_STATUS_UNFREEZING', 'CARD_STATUS_NORMAL'],
  DELETE: ['CARD_STATUS_DELETING', 'CARD_STATUS_DELETE'],
};

export const ISSUER_REFUSED: Record<IssuerTaskKind, string> = {
  OPEN: '发卡机构开卡失败',
  FREEZE: '发卡机构冻结失败',
  UNFREEZE: '发卡机构解冻失败',
  DELETE: '发卡机构销卡失败',
};

/**
 * Applies the issuer's answer to a card, inside the issuer's transaction (`trx`). A failed opening
 * refunds the load and the open fee; a confirmed deletion pays the card's balance back into the wallet;
 * a refused freeze, unfreeze or deletion puts the card back where it was. The wallet is locked before
 * the card, as every movement does, and the task taken after both; null when it was taken already or
 * its card is no longer waiting for it (the task is gone either way).
 */
export async function settleIssuerTask(
  database: Database,
  trx: Queries,
  task: IssuerTask,
  success: boolean,
  now = Date.now(),
): Promise<SettledCard | null> {
  const owner = await findCard(trx, task.card_id);
  if (owner) await lockWallet(database, trx, owner.user_id, owner.currency);
  const card = owner && (await findCard(trx, task.card_id, database));
  if (!(await takeTask(trx, task))) return null;
  const [waiting, done] = WAITING[task.kind];
  if (!card || card.status !== waiting) return null;
  const reason = success ? null : ISSUER_REFUSED[task.kind];
  const base = { userId: card.user_id, currency: card.currency as Currency, cardId: card.id };
  let status: CardStatus = success ? done : task.from_status;
  if (task.kind === 'OPEN' && !success) {
    status = 'CARD_STATUS_FAIL';
    const charged = await trx
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.coalesce(eb.neg(eb.fn.sum<number | null>('amount')), eb.val(0)).as('fee'))
      .where('card_id', '=', card.id)
      .where('type', '=', 'OPEN_CARD')
      .executeTakeFirstOrThrow();
    await postWalletEntry(
      trx,
      { ...base, type: 'TRANSFER_IN_FROM_CARD', amount: card.balance, remark: '开卡失败退回' },
      now,
    );
    await postWalletEntry(
      trx,
      { ...base, type: 'OPEN_CARD', amount: Number(charged.fee), remark: '开卡失败退回手续费' },
      now,
    );
  }
  if (task.kind === 'DELETE' && success) {
    await postWalletEntry(
      trx,
      { ...base, type: 'TRANSFER_IN_FROM_CARD', amount: card.balance, remark: '销卡退回余额' },
      now,
    );
  }
  await moveCard(trx, card.id, waiting, status, now);
  if (status === 'CARD_STATUS_FAIL' || status === 'CARD_STATUS_DELETE') {
    await trx.updateTable('cards').set({ balance: 0 }).where('id', '=', card.id).execute();
  }
  const transactionStatus = success ? 'CARD_TRANSACTION_STATUS_CLOSED' : 'CARD_TRANSACTION_STATUS_FAIL';
  if (task.kind === 'OPEN') {
    await settlePendingTransaction(trx, card.id, 'TRANSFER_IN', transactionStatus, reason, now);
    // A failed opening refunds its fees with the load: its load row charged nothing.
    if (!success) {
      await trx
        .updateTable('card_transactions')
        .set({ fee: 0 })
        .where('card_id', '=', card.id)
        .where('type', '=', 'TRANSFER_IN')
        .execute();
    }
  }
  if (task.kind === 'DELETE') {
    await settlePendingTransaction(trx, card.id, 'TRANSFER_OUT', transactionStatus, reason, now);
  }
  return { cardId: card.id, userId: card.user_id, kind: task.kind, success, status, reason };
}
