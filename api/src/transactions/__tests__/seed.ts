import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

export interface SeedTransaction {
  source: 'CARD' | 'WALLET';
  type: string;
  status?: string;
  currency?: 'USD' | 'CNY';
  /** Minor units; for the wallet signed. */
  amount: number;
  fee?: number;
  cardId?: string | null;
  merchant?: string | null;
  at: number;
}

/** Card and wallet rows straight into their tables (the feed follows by its triggers); returns the ids. */
export function seedTransactions(db: Db, userId: string, rows: SeedTransaction[]): string[] {
  const card = db.prepare(
    `INSERT INTO card_transactions
       (id, card_id, user_id, type, status, currency, amount, fee, merchant_name, reason, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const wallet = db.prepare(
    `INSERT INTO wallet_transactions (id, user_id, currency, type, amount, fee, balance_after, card_id, remark, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 100000, ?, ?, ?)`,
  );
  return db.transaction(() =>
    rows.map((row) => {
      const id = randomUUID();
      const currency = row.currency ?? 'USD';
      if (row.source === 'CARD') {
        const status = row.status ?? 'CARD_TRANSACTION_STATUS_CLOSED';
        const reason = status === 'CARD_TRANSACTION_STATUS_FAIL' ? '余额不足' : null;
        card.run(
          id,
          row.cardId,
          userId,
          row.type,
          status,
          currency,
          row.amount,
          row.fee ?? 0,
          row.merchant ?? null,
          reason,
          row.at,
          row.at,
        );
      } else {
        wallet.run(id, userId, currency, row.type, row.amount, row.fee ?? 0, row.cardId ?? null, '开卡充值', row.at);
      }
      return id;
    }),
  )();
}
