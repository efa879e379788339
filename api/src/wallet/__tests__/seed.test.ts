import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { seedDemoWallet } from '..';
import { createUser, expectLedgerConsistent } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('seedDemoWallet', () => {
  it('gives balances in both currencies, cards in several states and transactions, once', async () => {
    const user = await createUser(api.database);
    expect(await seedDemoWallet(api.database, user.id)).toBe(true);
    expect(await seedDemoWallet(api.database, user.id)).toBe(false);
    const balances = (await api.call('GET', '/api/v1/balance', { token: user.token })).body.data as {
      available: number;
    }[];
    expect(balances.every((balance) => balance.available > 0)).toBe(true);
    const cards = await api.call('GET', '/api/v1/card?page_size=100', { token: user.token });
    const statuses = (cards.body.data as { list: { status: string }[] }).list.map((card) => card.status).sort();
    expect(statuses).toEqual(['CARD_STATUS_FAIL', 'CARD_STATUS_FREEZE', 'CARD_STATUS_NORMAL', 'CARD_STATUS_NORMAL']);
    const deleted = await api.call('GET', '/api/v1/card?status=CARD_STATUS_DELETE', { token: user.token });
    expect(deleted.body.data).toMatchObject({ total: 1 });
    const types = (
      await api.database.kysely
        .selectFrom('wallet_transactions')
        .select('type')
        .distinct()
        .where('user_id', '=', user.id)
        .orderBy('type')
        .execute()
    ).map((row) => row.type);
    expect(types).toEqual(['ADMIN_RECHARGE_IN', 'OPEN_CARD', 'TRANSFER_IN_FROM_CARD', 'TRANSFER_OUT_TO_CARD']);
    const cardTypes = (
      await api.database.kysely
        .selectFrom('card_transactions')
        .select(['type', 'status'])
        .distinct()
        .where('user_id', '=', user.id)
        .execute()
    ).map((row) => `${row.type}/${row.status}`);
    expect(cardTypes).toEqual(
      expect.arrayContaining([
        'CONSUME/CARD_TRANSACTION_STATUS_CLOSED',
        'CONSUME/CARD_TRANSACTION_STATUS_FAIL',
        'REFUND/CARD_TRANSACTION_STATUS_CLOSED',
        'TRANSFER_IN/CARD_TRANSACTION_STATUS_CLOSED',
        'TRANSFER_IN/CARD_TRANSACTION_STATUS_FAIL',
        'TRANSFER_OUT/CARD_TRANSACTION_STATUS_CLOSED',
      ]),
    );
    expect(
      await api.database.kysely
        .selectFrom('issuer_tasks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ).toEqual({ n: 0 });
    await expectLedgerConsistent(api.database);
  });
});
