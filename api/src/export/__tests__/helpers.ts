import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { seededSession } from '../../__tests__/seeded-session';
import type { Db } from '../../db/database';
import type { TestApi } from '../../__tests__/test-api';

let phoneSeq = 0;

/** A user row and a signed-in token for them. */
export function createUser(db: Db): { id: string; token: string } {
  const id = randomUUID();
  phoneSeq += 1;
  const phone = `137${String(process.pid % 100000).padStart(5, '0')}${String(phoneSeq).padStart(3, '0')}`;
  db.prepare('INSERT INTO users (id, phone, password_hash, created_at) VALUES (?, ?, ?, ?)').run(id, phone, 'x', 1);
  return { id, token: seededSession(db, id) };
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
  /** Set through the API by a test that names the card; a seeded card has none. */
  nickname?: string;
}

/** Cards (and their secrets) straight into the tables, created one second apart from `start`. */
export function seedCards(db: Db, userId: string, count: number, statusOf: (i: number) => string): SeededCard[] {
  const card = db.prepare(
    `INSERT INTO cards (id, user_id, product_id, currency, last4, expiry, balance, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, '12/30', ?, ?, ?, ?)`,
  );
  const secret = db.prepare('INSERT INTO card_secrets (card_id, pan, cvv) VALUES (?, ?, ?)');
  const start = Date.UTC(2024, 0, 1);
  const cards: SeededCard[] = [];
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const usd = i % 3 !== 0;
      const pan = `${usd ? '485932' : '625937'}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
      const seeded: SeededCard = {
        id: randomUUID(),
        last4: pan.slice(-4),
        pan,
        status: statusOf(i),
        currency: usd ? 'USD' : 'CNY',
        balance: i * 101 + 5,
        createdAt: start + Math.floor(i / 2) * 1000,
        seq: i,
      };
      const product = usd ? 'usd-standard' : 'cny-standard';
      card.run(
        seeded.id,
        userId,
        product,
        seeded.currency,
        seeded.last4,
        seeded.balance,
        seeded.status,
        seeded.createdAt,
        seeded.createdAt,
      );
      secret.run(seeded.id, pan, '123');
      cards.push(seeded);
    }
  })();
  return cards;
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
