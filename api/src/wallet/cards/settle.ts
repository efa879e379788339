import type { CardStatus } from '@portal/shared/contract';
import type { Db } from '../../db/database';
import { sql } from '../db';
import type { IssuerTask, IssuerTaskKind } from '../issuer/card-issuer';
import { postWalletEntry } from '../ledger/balances';
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
 * Applies the issuer's answer to a card, inside the issuer's transaction. A failed opening refunds the
 * load and the open fee; a confirmed deletion pays the card's balance back into the wallet; a refused
 * freeze, unfreeze or deletion puts the card back where it was.
 */
export function settleIssuerTask(db: Db, task: IssuerTask, success: boolean, now = Date.now()): SettledCard | null {
  const card = findCard(db, task.card_id);
  const [waiting, done] = WAITING[task.kind];
  if (!card || card.status !== waiting) return null;
  const reason = success ? null : ISSUER_REFUSED[task.kind];
  const base = { userId: card.user_id, currency: card.currency, cardId: card.id };
  let status: CardStatus = success ? done : task.from_status;
  if (task.kind === 'OPEN' && !success) {
    status = 'CARD_STATUS_FAIL';
    const charged = sql(
      db,
      "SELECT coalesce(-sum(amount), 0) AS fee FROM wallet_transactions WHERE card_id = ? AND type = 'OPEN_CARD'",
    ).get(card.id) as { fee: number };
    postWalletEntry(db, { ...base, type: 'TRANSFER_IN_FROM_CARD', amount: card.balance, remark: '开卡失败退回' }, now);
    postWalletEntry(db, { ...base, type: 'OPEN_CARD', amount: charged.fee, remark: '开卡失败退回手续费' }, now);
  }
  if (task.kind === 'DELETE' && success) {
    postWalletEntry(db, { ...base, type: 'TRANSFER_IN_FROM_CARD', amount: card.balance, remark: '销卡退回余额' }, now);
  }
  moveCard(db, card.id, waiting, status, now);
  if (status === 'CARD_STATUS_FAIL' || status === 'CARD_STATUS_DELETE') {
    sql(db, 'UPDATE cards SET balance = 0 WHERE id = ?').run(card.id);
  }
  const transactionStatus = success ? 'CARD_TRANSACTION_STATUS_CLOSED' : 'CARD_TRANSACTION_STATUS_FAIL';
  if (task.kind === 'OPEN') {
    settlePendingTransaction(db, card.id, 'TRANSFER_IN', transactionStatus, reason, now);
    // A failed opening refunds its fees with the load: its load row charged nothing.
    if (!success)
      sql(db, "UPDATE card_transactions SET fee = 0 WHERE card_id = ? AND type = 'TRANSFER_IN'").run(card.id);
  }
  if (task.kind === 'DELETE') settlePendingTransaction(db, card.id, 'TRANSFER_OUT', transactionStatus, reason, now);
  return { cardId: card.id, userId: card.user_id, kind: task.kind, success, status, reason };
}
