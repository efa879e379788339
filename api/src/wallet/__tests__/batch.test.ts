import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { balanceOf, createUser, expectLedgerConsistent, setIssuer, topUp, waitFor } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

interface Status {
  exist: boolean;
  total_count: number;
  success_count: number;
  fail_count: number;
}

const status = async (token: string) =>
  (await api.call('GET', '/api/v1/card/batch-create-card-status', { token })).body.data as Status;
const start = (token: string, body: object) => api.call('POST', '/api/v1/batch-create-card', { token, body });
const finished = async (token: string) => {
  await waitFor(async () => !(await status(token)).exist, 8000);
  return status(token);
};

/** Station message titles, or null while the messages module cannot list them. */
async function messageTitles(token: string): Promise<string[] | null> {
  const answer = await api.call('GET', '/api/v1/msg-center/station-msg/list?page=1&page_size=20', { token });
  if (answer.body.code !== 0) return null;
  return (answer.body.data as { list: { title: string }[] }).list.map((message) => message.title);
}

/** The titles once a finished job's message arrived (it is sent after the job's commit). */
async function titlesAfterJob(token: string): Promise<string[] | null> {
  await waitFor(async () => ((await messageTitles(token)) ?? ['unlisted']).length > 0);
  return messageTitles(token);
}

async function richUser(usd = 1000) {
  const user = await createUser(api.database);
  await topUp(api, user.id, 'USD', usd);
  return user;
}

describe('batch card creation', () => {
  it('answers zeros before any job, then runs a job to the end with counts that add up', async () => {
    await setIssuer(api, 10);
    const user = await richUser();
    expect(await status(user.token)).toEqual({
      exist: false,
      job_id: null,
      total_count: 0,
      success_count: 0,
      fail_count: 0,
    });
    const answer = await start(user.token, { product_id: 'usd-standard', quantity: 12, amount: 10 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ job_id: expect.any(String), exist: true, total_count: 12 });
    const jobId = (answer.body.data as { job_id: string }).job_id;
    // The status names the job, running and finished.
    expect(await finished(user.token)).toEqual({
      exist: false,
      job_id: jobId,
      total_count: 12,
      success_count: 12,
      fail_count: 0,
    });
    const cards = await api.call('GET', '/api/v1/card?status=CARD_STATUS_NORMAL&page_size=100', { token: user.token });
    expect(cards.body.data).toMatchObject({ total: 12 });
    // Each card: 10.00 load + 5.00 open fee + 1.00 recharge fee on the load.
    expect(await balanceOf(api, user.token, 'USD')).toBe(1000 - 12 * 16);
    await expectLedgerConsistent(api.database);
  });

  it('runs one job per user at a time; another user is not held up', async () => {
    // The issuer holds every card until its latency is lowered: the first job is still running below.
    await setIssuer(api, 600_000);
    const user = await richUser();
    const neighbour = await richUser();
    expect((await start(user.token, { product_id: 'usd-standard', quantity: 6, amount: 10 })).status).toBe(200);
    expect(await start(user.token, { product_id: 'usd-standard', quantity: 1, amount: 10 })).toMatchObject({
      status: 409,
      body: { code: 4040, message: '已有批量开卡任务进行中，请完成后再试' },
    });
    expect((await start(neighbour.token, { product_id: 'usd-standard', quantity: 1, amount: 10 })).status).toBe(200);
    expect((await status(user.token)).exist).toBe(true);
    await setIssuer(api, 5);
    expect(await finished(user.token)).toMatchObject({ total_count: 6, success_count: 6 });
    expect((await start(user.token, { product_id: 'usd-standard', quantity: 1, amount: 10 })).status).toBe(200);
    expect(await finished(user.token)).toEqual({
      exist: false,
      job_id: expect.any(String),
      total_count: 1,
      success_count: 1,
      fail_count: 0,
    });
  });

  it("accepts the contract's body (currency instead of product_id, amount as a string)", async () => {
    await setIssuer(api, 5);
    const user = await createUser(api.database);
    await topUp(api, user.id, 'CNY', 1000);
    expect((await start(user.token, { currency: 'CNY', quantity: 2, amount: '100' })).status).toBe(200);
    expect(await finished(user.token)).toMatchObject({ success_count: 2 });
    // Each card: 100.00 load + 30.00 open fee + 5.00 recharge fee (1%, at least 5).
    expect(await balanceOf(api, user.token, 'CNY')).toBe(1000 - 2 * 135);
  });

  it('fails every card of an issuer that refuses, refunds them and sends one message', async () => {
    await setIssuer(api, 5, 1);
    const user = await richUser(100);
    await start(user.token, { product_id: 'usd-standard', quantity: 3, amount: 10 });
    expect(await finished(user.token)).toEqual({
      exist: false,
      job_id: expect.any(String),
      total_count: 3,
      success_count: 0,
      fail_count: 3,
    });
    expect(await balanceOf(api, user.token, 'USD')).toBe(100);
    const titles = await titlesAfterJob(user.token);
    if (titles) expect(titles).toEqual(['批量开卡失败3张']);
    // The message lists each failed card with its reason.
    const { content } = await api.database.kysely
      .selectFrom('messages')
      .select('content')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const items = content.match(/<li>[^<]*<\/li>/g) ?? [];
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^<li>第 1 张（尾号 \d{4}）：.+<\/li>$/);
    await setIssuer(api, 5, 0);
  });

  it('fails the cards that a wallet frozen mid-job cannot pay, with that reason', async () => {
    await setIssuer(api, 500);
    const user = await richUser();
    await start(user.token, { product_id: 'usd-standard', quantity: 8, amount: 10 });
    await api.call('PUT', '/api/sandbox/admin/wallet/status', { body: { user_id: user.id, frozen: true } });
    await setIssuer(api, 5);
    expect(await finished(user.token)).toEqual({
      exist: false,
      job_id: expect.any(String),
      total_count: 8,
      success_count: 5,
      fail_count: 3,
    });
    const reasons = await api.database.kysely
      .selectFrom('batch_job_items as i')
      .innerJoin('batch_jobs as j', 'j.id', 'i.job_id')
      .select('i.reason')
      .distinct()
      .where('j.user_id', '=', user.id)
      .where('i.status', '=', 'FAIL')
      .execute();
    expect(reasons).toEqual([{ reason: '钱包已冻结，暂不能进行资金操作' }]);
    expect(await balanceOf(api, user.token, 'USD')).toBe(1000 - 5 * 16);
    const titles = await titlesAfterJob(user.token);
    if (titles) expect(titles).toEqual(['批量开卡失败3张']);
    await expectLedgerConsistent(api.database);
  });
});

describe('refused batches', () => {
  it.each([
    ['quantity 0', { product_id: 'usd-standard', quantity: 0, amount: 10 }, 400, 1001],
    [
      'quantity 101 (above the documented maximum of 100)',
      { product_id: 'usd-standard', quantity: 101, amount: 10 },
      400,
      1001,
    ],
    ['a fractional quantity', { product_id: 'usd-standard', quantity: 1.5, amount: 10 }, 400, 1001],
    ['a missing quantity', { product_id: 'usd-standard', amount: 10 }, 400, 1001],
    ['neither product nor currency', { quantity: 1, amount: 10 }, 400, 1001],
    [
      'a currency its product lacks',
      { product_id: 'usd-standard', currency: 'CNY', quantity: 1, amount: 10 },
      400,
      4021,
    ],
    ['an unknown product', { product_id: 'gold', quantity: 1, amount: 10 }, 404, 4020],
    ['a load under the minimum', { product_id: 'usd-standard', quantity: 1, amount: 1 }, 400, 4011],
    ['more than the wallet covers', { product_id: 'usd-standard', quantity: 67, amount: 10 }, 409, 4002],
  ])('refuses %s and starts nothing', async (_case, body, httpStatus, code) => {
    const user = await richUser();
    expect(await start(user.token, body)).toMatchObject({ status: httpStatus, body: { code } });
    expect(await status(user.token)).toEqual({
      exist: false,
      job_id: null,
      total_count: 0,
      success_count: 0,
      fail_count: 0,
    });
    expect(await balanceOf(api, user.token, 'USD')).toBe(1000);
  });

  it('refuses more cards than the user may still open', async () => {
    const user = await richUser();
    await api.database.kysely
      .insertInto('cards')
      .values(
        Array.from({ length: 150 }, (_, index) => ({
          id: `${user.id}-${index}`,
          user_id: user.id,
          product_id: 'usd-standard',
          currency: 'USD',
          last4: '0000',
          expiry: '01/30',
          balance: 0,
          status: 'CARD_STATUS_NORMAL',
          created_at: 0,
          updated_at: 0,
        })),
      )
      .execute();
    expect(await start(user.token, { product_id: 'usd-standard', quantity: 51, amount: 10 })).toMatchObject({
      status: 409,
      body: { code: 4022, message: '可开卡数量不足，最多还可开 50 张' },
    });
  });
});
