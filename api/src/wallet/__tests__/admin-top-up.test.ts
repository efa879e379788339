import { startTestApi, type SocketTestApi } from '../../__tests__/test-api';
import { readConfig } from '../../config';
import { runCli } from '../../cli/run-cli';
import { createUser } from './helpers';

const ADMIN_TOKEN = 'operator-key-0123456789abcdef0123456789';

let api: SocketTestApi;
beforeAll(async () => {
  // A socket: the CLI's operator commands are another HTTP client of the API.
  api = await startTestApi({ mode: 'production', config: { adminToken: ADMIN_TOKEN }, socket: true });
});
afterAll(() => api.close());

const asAdmin = { token: ADMIN_TOKEN };

async function pendingRequest(amount: number) {
  const user = await createUser(api.database);
  const asked = await api.call('POST', '/api/v1/balance/top-up', {
    token: user.token,
    body: { amount, currency: 'USD' },
  });
  return { user, id: (asked.body.data as { id: string }).id };
}

const usd = async (token: string) =>
  ((await api.call('GET', '/api/v1/balance', { token })).body.data as { currency: string }[]).find(
    (balance) => balance.currency === 'USD',
  );

describe('the operators’ top-up calls', () => {
  it('list the pending queue and approve: the wallet is credited and the customer told', async () => {
    const { user, id } = await pendingRequest(120.5);
    const queue = await api.call('GET', '/api/admin/top-up-requests?status=TOP_UP_STATUS_PENDING', asAdmin);
    expect(queue.body.data).toMatchObject({ list: expect.arrayContaining([expect.objectContaining({ id })]) });
    expect((queue.body.data as { list: { id: string }[] }).list.find((row) => row.id === id)).toMatchObject({
      user_id: user.id,
      phone: user.phone,
      amount: '120.50',
      currency: 'USD',
      decided_at: null,
    });

    const approved = await api.call('POST', `/api/admin/top-up-requests/${id}/approve`, asAdmin);
    expect(approved).toMatchObject({ status: 200, body: { code: 0, data: { id, status: 'TOP_UP_STATUS_APPROVED' } } });
    expect(await usd(user.token)).toEqual({ currency: 'USD', available: '120.50', anew: '0.00' });
    const ledger = await api.call('GET', '/api/v1/balance/transactions', { token: user.token });
    expect(ledger.body.data).toMatchObject({ total: 1, list: [{ type: 'ADMIN_RECHARGE_IN', amount: '120.50' }] });
    const messages = await api.call('GET', '/api/v1/msg-center/station-msg/list?page=1&page_size=10&type=STATION_MSG', {
      token: user.token,
    });
    expect(messages.body.data).toMatchObject({ list: [{ title: '充值已到账' }] });
  });

  it('reject: nothing is credited, anew is cleared, and a second decision is a conflict', async () => {
    const { user, id } = await pendingRequest(40);
    expect(await usd(user.token)).toEqual({ currency: 'USD', available: '0.00', anew: '40.00' });
    expect((await api.call('POST', `/api/admin/top-up-requests/${id}/reject`, asAdmin)).body.data).toMatchObject({
      status: 'TOP_UP_STATUS_REJECTED',
    });
    expect(await usd(user.token)).toEqual({ currency: 'USD', available: '0.00', anew: '0.00' });
    expect(await api.call('POST', `/api/admin/top-up-requests/${id}/approve`, asAdmin)).toMatchObject({
      status: 409,
      body: { code: 1009 },
    });
    expect(await usd(user.token)).toEqual({ currency: 'USD', available: '0.00', anew: '0.00' });
  });

  it('answer an unknown request with 404', async () => {
    expect(await api.call('POST', '/api/admin/top-up-requests/nope/approve', asAdmin)).toMatchObject({
      status: 404,
      body: { code: 1004 },
    });
  });

  it.each([
    ['no key', undefined],
    ['a wrong key', 'operator-key-0123456789abcdef012345678X'],
    ['a customer’s token', 'customer'],
  ])('refuse %s with 1401 and change nothing', async (_case, token) => {
    const { user, id } = await pendingRequest(10);
    const key = token === 'customer' ? user.token : token;
    expect(await api.call('POST', `/api/admin/top-up-requests/${id}/approve`, { token: key })).toMatchObject({
      status: 401,
      body: { code: 1401, message: '管理员凭据无效' },
    });
    expect(await api.call('GET', '/api/admin/top-up-requests', { token: key })).toMatchObject({ status: 401 });
    expect(await usd(user.token)).toEqual({ currency: 'USD', available: '0.00', anew: '10.00' });
  });

  it('refuse a bad status filter with 1001', async () => {
    expect(await api.call('GET', '/api/admin/top-up-requests?status=DONE', asAdmin)).toMatchObject({
      status: 400,
      body: { code: 1001 },
    });
  });
});

describe('without ADMIN_TOKEN', () => {
  it('the admin calls do not exist', async () => {
    const plain = await startTestApi({ mode: 'production' });
    try {
      expect(await plain.call('GET', '/api/admin/top-up-requests', asAdmin)).toMatchObject({ status: 404 });
    } finally {
      await plain.close();
    }
  });

  it('a short ADMIN_TOKEN is refused at start', () => {
    expect(() => readConfig({ ADMIN_TOKEN: 'short' })).toThrow('ADMIN_TOKEN must be at least 32 characters');
  });
});

describe('the CLI’s operator commands', () => {
  const cli = async (adminToken: string | undefined, ...args: string[]) => {
    const printed: string[] = [];
    const code = await runCli(args, api.origin, (text) => printed.push(text), adminToken);
    return { code, output: printed.join('\n') };
  };

  it('list the pending requests and approve one with the operator key', async () => {
    const { user, id } = await pendingRequest(15);
    const listed = await cli(ADMIN_TOKEN, 'top-ups', 'PENDING');
    expect(listed).toMatchObject({ code: 0, output: expect.stringContaining(id) });
    expect(await cli(ADMIN_TOKEN, 'approve-top-up', id)).toMatchObject({
      code: 0,
      output: expect.stringContaining('TOP_UP_STATUS_APPROVED'),
    });
    expect(await usd(user.token)).toEqual({ currency: 'USD', available: '15.00', anew: '0.00' });
  });

  it('say what is missing without the key, and show the API’s message for a wrong one', async () => {
    const { id } = await pendingRequest(5);
    expect(await cli(undefined, 'reject-top-up', id)).toEqual({
      code: 2,
      output: "This command needs the operator key: set ADMIN_TOKEN to the API's ADMIN_TOKEN.",
    });
    expect(await cli('x'.repeat(40), 'reject-top-up', id)).toEqual({ code: 1, output: '管理员凭据无效 [1401]' });
  });
});
