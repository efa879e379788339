import { randomUUID } from 'node:crypto';
import { createSession } from '../../auth/sessions';
import type { Database } from '../../db/query-layer';

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
export async function seedTransactions(database: Database, userId: string, rows: SeedTransaction[]): Promise<string[]> {
  const ids: string[] = [];
  for (const row of rows) {
    const id = randomUUID();
    const currency = row.currency ?? 'USD';
    if (row.source === 'CARD') {
      const status = row.status ?? 'CARD_TRANSACTION_STATUS_CLOSED';
      await database.kysely
        .insertInto('card_transactions')
        .values({
          id,
          card_id: row.cardId!,
          user_id: userId,
          type: row.type,
          status,
          currency,
          amount: row.amount,
          fee: row.fee ?? 0,
          merchant_name: row.merchant ?? null,
          reason: status === 'CARD_TRANSACTION_STATUS_FAIL' ? '余额不足' : null,
          created_at: row.at,
          updated_at: row.at,
        })
        .execute();
    } else {
      await database.kysely
        .insertInto('wallet_transactions')
        .values({
          id,
          user_id: userId,
          currency,
          type: row.type,
          amount: row.amount,
          fee: row.fee ?? 0,
          balance_after: 100_000,
          card_id: row.cardId ?? null,
          remark: '开卡充值',
          created_at: row.at,
        })
        .execute();
    }
    ids.push(id);
  }
  return ids;
}

let phoneSeq = 0;

/** A customer row and a signed-in token for them, through the query layer (either database). */
export async function feedCustomer(database: Database): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  phoneSeq += 1;
  const phone = `136${String(process.pid % 100000).padStart(5, '0')}${String(phoneSeq).padStart(3, '0')}`;
  await database.kysely.insertInto('users').values({ id, phone, password_hash: 'x', created_at: 1 }).execute();
  return { id, token: await createSession(database, id, null) };
}

export interface FeedCard {
  id: string;
  last4: string;
}

/** Cards of a customer (USD, then CNY, alternating), straight into the table through the query layer. */
export async function feedCards(database: Database, userId: string, count: number): Promise<FeedCard[]> {
  const cards: FeedCard[] = [];
  for (let i = 0; i < count; i += 1) {
    const usd = i % 2 === 0;
    const card = { id: randomUUID(), last4: String(1000 + Math.floor(Math.random() * 9000)) };
    await database.kysely
      .insertInto('cards')
      .values({
        id: card.id,
        user_id: userId,
        product_id: usd ? 'usd-standard' : 'cny-standard',
        currency: usd ? 'USD' : 'CNY',
        last4: card.last4,
        expiry: '12/30',
        status: 'CARD_STATUS_NORMAL',
        batch_job_id: null,
        created_at: Date.UTC(2024, 0, 1) + i * 1000,
        updated_at: Date.UTC(2024, 0, 1) + i * 1000,
        nickname: null,
        per_transaction_limit: null,
        daily_limit: null,
        monthly_limit: null,
      })
      .execute();
    cards.push(card);
  }
  return cards;
}

/** Names a card straight in its row (the naming call itself belongs to the cards, tested there). */
export async function nameCard(database: Database, cardId: string, nickname: string): Promise<void> {
  await database.kysely.updateTable('cards').set({ nickname }).where('id', '=', cardId).execute();
}
