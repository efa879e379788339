import { randomUUID } from 'node:crypto';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import type { Database } from '../../db/query-layer';
import { listCards } from '../cards/card-list';
import { insertCardTransaction } from '../cards/card-transactions';
import { setWalletFrozen } from '../ledger/wallet-status';
import { readProfile, saveProfile } from '../profiles/profile-store';
import { seedCards } from '../sandbox/seed-cards';
import { readSpending } from '../spending/spending';
import { assertNotLocked, countFailure, TRX_PASSWORD_MAX_FAILURES } from '../tickets/trx-password-guard';
import { WALLET_ERRORS } from '../errors';

// The wallet's statements written in each dialect's own words (LIKE and ILIKE, a month of an instant,
// upserts that read the row they change), run on whichever database the project gives.
let api: TestApi;
let database: Database;
beforeAll(async () => {
  api = await startTestApi();
  database = api.database;
});
afterAll(() => api.close());

async function newCustomer(): Promise<string> {
  const id = randomUUID();
  const phone = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await database.kysely.insertInto('users').values({ id, phone, password_hash: 'x', created_at: Date.now() }).execute();
  return id;
}

describe('the wallet’s statements written for each dialect', () => {
  it('finds cards by part of a nickname in any case of Latin letters, % and _ taken literally', async () => {
    const userId = await newCustomer();
    await seedCards(database, userId, 3);
    const ids = (await database.kysely.selectFrom('cards').select('id').where('user_id', '=', userId).execute()).map(
      (row) => row.id,
    );
    const names = ['Travel Card', '100% online', 'groceries'];
    for (const [index, id] of ids.entries()) {
      await database.kysely.updateTable('cards').set({ nickname: names[index]! }).where('id', '=', id).execute();
    }
    const find = async (keyword: string) =>
      (await listCards(database.kysely, database.dialect, userId, { page: 1, page_size: 10, keyword })).list.map(
        (card) => card.nickname,
      );
    expect(await find('TRAVEL')).toEqual(['Travel Card']);
    expect(await find('0%')).toEqual(['100% online']);
    expect(await find('_')).toEqual([]);
    const page = await listCards(database.kysely, database.dialect, userId, { page: 1, page_size: 2 });
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(2);
  });

  it('sums settled purchases by Shanghai month', async () => {
    const userId = await newCustomer();
    await seedCards(database, userId, 1);
    const card = await database.kysely
      .selectFrom('cards')
      .select(['id', 'currency'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    // 2026-03-31 16:30 UTC is 2026-04-01 00:30 in Shanghai.
    const at = Date.UTC(2026, 2, 31, 16, 30);
    const base = { cardId: card.id, userId, currency: 'USD' as const, type: 'CONSUME' as const };
    await insertCardTransaction(
      database.kysely,
      { ...base, status: 'CARD_TRANSACTION_STATUS_CLOSED', amount: 12_34 },
      at,
    );
    await insertCardTransaction(
      database.kysely,
      { ...base, status: 'CARD_TRANSACTION_STATUS_FAIL', amount: 99_00 },
      at,
    );
    const summary = await readSpending(database.kysely, database.dialect, userId, Date.UTC(2026, 4, 15));
    const usd = summary.currencies.find((row) => row.currency === 'USD');
    expect(usd?.months.filter((month) => month.amount !== '0.00')).toEqual([{ month: '2026-04', amount: '12.34' }]);
    expect(usd?.total).toBe('12.34');
  });

  it('counts wrong transaction passwords in one statement and locks at the fifth', async () => {
    const userId = await newCustomer();
    for (let failure = 1; failure < TRX_PASSWORD_MAX_FAILURES; failure += 1)
      await countFailure(database.kysely, userId);
    await expect(assertNotLocked(database.kysely, userId)).resolves.toBeUndefined();
    await countFailure(database.kysely, userId);
    await expect(assertNotLocked(database.kysely, userId)).rejects.toMatchObject({
      code: WALLET_ERRORS.trxPasswordLocked.code,
    });
  });

  it('freezes a wallet once and corrects a profile in place', async () => {
    const userId = await newCustomer();
    expect(await setWalletFrozen(database.kysely, userId, true)).toBe(true);
    expect(await setWalletFrozen(database.kysely, userId, true)).toBe(false);
    expect(await setWalletFrozen(database.kysely, userId, false)).toBe(true);
    const key = Buffer.alloc(32, 7);
    const input = {
      name: 'Li Lei',
      id_number: '11010519491231002X',
      phone_prefix: '86' as const,
      phone: '13800138000',
      website: 'https://example.com',
    };
    await saveProfile(database.kysely, key, userId, input);
    await saveProfile(database.kysely, key, userId, { ...input, name: 'Han Meimei' });
    expect(await readProfile(database.kysely, key, userId)).toMatchObject({
      name: 'Han Meimei',
      id_number_masked: '110***********002X',
    });
  });
});
