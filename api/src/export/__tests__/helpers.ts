import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { createSession } from '../../auth/sessions';
import type { Database } from '../../db/query-layer';
import { inTransaction } from '../../db/transaction';
import type { TestApi } from '../../__tests__/test-api';

let phoneSeq = 0;

/** A user row and a signed-in token for them, through the query layer (either database). */
export async function createUser(database: Database): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  phoneSeq += 1;
  const phone = `137${String(process.pid % 100000).padStart(5, '0')}${String(phoneSeq).padStart(3, '0')}`;
  await database.kysely.insertInto('users').values({ id, phone, password_hash: 'x', created_at: 1 }).execute();
  return { id, token: await createSession(database, id, null) };
}

export interface SeededCard {
  id: string;
  last4: string;
  pan: string;
  status: string;
  currency: 'USD' | 'CNY';
  balance: number;
  createdAt: number;
  /** Insertion order: the rowid tie-break of cards created in the same millisecond. */
  seq: number;
  /** Set by a test that names the card; a seeded card has none. */
  nickname?: string;
}

/** Rows one INSERT of seeded cards holds (well below both databases' limits on parameters). */
const SEED_BATCH = 500;

/**
 * Cards (and their secrets) straight into the tables through the query layer, created one second apart
 * from `start`, two at a time (the rowid breaks the tie), in insertion order.
 */
export async function seedCards(
  database: Database,
  userId: string,
  count: number,
  statusOf: (i: number) => string,
): Promise<SeededCard[]> {
  const start = Date.UTC(2024, 0, 1);
  const cards: SeededCard[] = Array.from({ length: count }, (_, i) => {
    const usd = i % 3 !== 0;
    const pan = `${usd ? '485932' : '625937'}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
    return {
      id: randomUUID(),
      last4: pan.slice(-4),
      pan,
      status: statusOf(i),
      currency: usd ? 'USD' : 'CNY',
      balance: i * 101 + 5,
      createdAt: start + Math.floor(i / 2) * 1000,
      seq: i,
    };
  });
  await inTransaction(database, async (trx) => {
    for (let from = 0; from < cards.length; from += SEED_BATCH) {
      const batch = cards.slice(from, from + SEED_BATCH);
      await trx
        .insertInto('cards')
        .values(
          batch.map((card) => ({
            id: card.id,
            user_id: userId,
            product_id: card.currency === 'USD' ? 'usd-standard' : 'cny-standard',
            currency: card.currency,
            last4: card.last4,
            expiry: '12/30',
            balance: card.balance,
            status: card.status,
            batch_job_id: null,
            created_at: card.createdAt,
            updated_at: card.createdAt,
            nickname: null,
            per_transaction_limit: null,
            daily_limit: null,
            monthly_limit: null,
          })),
        )
        .execute();
      await trx
        .insertInto('card_secrets')
        .values(batch.map((card) => ({ card_id: card.id, pan: card.pan, cvv: '123' })))
        .execute();
    }
  });
  return cards;
}

/** Names a card straight in its row (the naming call itself belongs to the cards, tested there). */
export async function nameCard(database: Database, card: SeededCard, nickname: string | null): Promise<void> {
  await database.kysely.updateTable('cards').set({ nickname }).where('id', '=', card.id).execute();
  card.nickname = nickname ?? undefined;
}

export interface StatusData {
  exist: boolean;
  total_count: number;
  done_count: number;
  job_id: string | null;
  ready: boolean;
  file_name: string | null;
}

/** Polls the status until the last job's file is ready. */
export async function waitReady(api: TestApi, token: string, timeoutMs = 10_000): Promise<StatusData> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api.call('GET', '/api/v1/card/batch-export-status', { token });
    const data = body.data as StatusData;
    if (data.ready || Date.now() > until) return data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function download(api: TestApi, token: string | undefined, jobId: string) {
  return api.fetch(`/api/v1/card/batch-export/${jobId}/file`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** The sheet's rows as plain values (header first). */
export async function readSheet(response: Response): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
