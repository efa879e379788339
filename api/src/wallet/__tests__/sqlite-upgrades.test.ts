import { createHash } from 'node:crypto';
import { hashPasswordSync } from '../../accounts/passwords';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { migrate } from '../../db/database';
import { createUser, openSettledCard, setIssuer, topUp } from './helpers';

// Upgrades of SQLite files made by older versions of the API: PostgreSQL starts from its baseline
// migration and has none of these (jest.config.ts SQLITE_ONLY).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 5);
});
afterAll(() => api.close());

const TRX_PASSWORD = 'abc123';

describe('a refusal kept against its key before refusals stopped being kept', () => {
  it('is forgotten on upgrade, so the key runs the call', async () => {
    const user = await createUser(api.database);
    api.db.prepare('UPDATE users SET trx_password_hash = ? WHERE id = ?').run(hashPasswordSync(TRX_PASSWORD), user.id);
    await topUp(api, user.id, 'USD', 500);
    const card = await openSettledCard(api, user.token);
    const key = 'kept-refusal-0001';
    const call = { path: `/api/v1/card/${card.id}/recharge`, body: { amount: 20 } };
    const fingerprint = createHash('sha256')
      .update(`POST /api/v1/card/{id}/recharge\n${call.path}\n${JSON.stringify(call.body)}`)
      .digest('hex');
    api.db
      .prepare(
        `INSERT INTO idempotency_keys (user_id, key, route, fingerprint, status, body, created_at)
         VALUES (?, ?, 'POST /api/v1/card/{id}/recharge', ?, 409, ?, ?)`,
      )
      .run(user.id, key, fingerprint, JSON.stringify({ code: 4002, message: '钱包余额不足', data: null }), Date.now());
    api.db.prepare("DELETE FROM schema_migrations WHERE name = '0054_idempotency_keeps_successes.sql'").run();
    migrate(api.db);

    const check = await api.call('POST', '/api/v1/account/trx-password/check', {
      token: user.token,
      body: { trx_password: TRX_PASSWORD },
    });
    const { ticket } = check.body.data as { ticket: string };
    const answer = await api.call('POST', call.path, {
      token: user.token,
      body: call.body,
      ticket: false,
      headers: { 'Idempotency-Key': key, 'X-Operation-Ticket': ticket },
    });
    expect(answer).toMatchObject({ status: 200, body: { code: 0 } });
    expect(answer.headers.get('idempotency-replayed')).toBeNull();
  });
});

describe("the opening load's row on the card", () => {
  it('is given its fee on a database that recorded the load without one', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 1000);
    const card = await openSettledCard(api, user.token, 100);
    const fee = () =>
      (
        api.db.prepare("SELECT fee FROM card_transactions WHERE card_id = ? AND type = 'TRANSFER_IN'").get(card.id) as {
          fee: number;
        }
      ).fee;
    // The database as it was before the migration: the load's row without its fee.
    api.db.exec(`UPDATE card_transactions SET fee = 0 WHERE card_id = '${card.id}';
      DROP TABLE card_holder_names; ALTER TABLE card_products DROP COLUMN billing_address;
      DELETE FROM schema_migrations WHERE name = '0057_card_checkout_details.sql';`);
    expect(fee()).toBe(0);
    expect(migrate(api.db)).toEqual(['0057_card_checkout_details.sql']);
    expect(fee()).toBe(150);
  });
});
