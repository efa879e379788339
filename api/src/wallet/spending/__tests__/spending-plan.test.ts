import { startTestApi, type TestApi } from '../../../__tests__/test-api';

// SQLite's query planner (jest.config.ts SQLITE_ONLY).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it('reads only the partial index of settled purchases', () => {
  const plan = api.db
    .prepare(
      `EXPLAIN QUERY PLAN SELECT currency, card_id, sum(amount) FROM card_transactions
        WHERE user_id = ? AND created_at >= ? AND type = 'CONSUME' AND status = 'CARD_TRANSACTION_STATUS_CLOSED'
        GROUP BY currency, card_id`,
    )
    .all('someone', 0) as { detail: string }[];
  expect(plan.map((step) => step.detail).join('\n')).toMatch(/USING COVERING INDEX card_transactions_spending/);
});
