import { CARD_TRANSACTIONS_EVENT } from '@portal/shared/contract';
import { startTestApi, type SocketTestApi } from '../../__tests__/test-api';
import { connectSse, type SseConnection, type SseItem } from '../../messages/__tests__/sse-client';
import { createUser, openSettledCard, setIssuer, topUp } from './helpers';

// The live stream's card-transactions event: told to the card's owner, and only to them, whenever a
// card transaction is recorded or changes status, so the portal's spending and lists follow.

let api: SocketTestApi;
const open: SseConnection[] = [];

beforeAll(async () => {
  api = await startTestApi({ socket: true });
  await setIssuer(api, 5);
});
afterEach(() => open.splice(0).forEach((stream) => stream.close()));
afterAll(() => api.close());

async function connect(token: string, lastEventId?: string): Promise<SseConnection> {
  const stream = await connectSse(`${api.origin}/api/v1/events`, {
    Authorization: `Bearer ${token}`,
    ...(lastEventId !== undefined && { 'Last-Event-ID': lastEventId }),
  });
  open.push(stream);
  await stream.next((item) => item.kind === 'retry');
  return stream;
}

const isCardTransactions = (item: SseItem) => item.kind === 'event' && item.name === CARD_TRANSACTIONS_EVENT;
/** The next card-transactions event: named, with an id, and data `{}`. */
async function nextCardTransactions(stream: SseConnection, timeoutMs?: number) {
  const item = await stream.next(isCardTransactions, timeoutMs);
  if (item.kind !== 'event') throw new Error('unreachable');
  expect(JSON.parse(item.data)).toEqual({});
  expect(item.id).toMatch(/^\d+$/);
  return item;
}

async function customerWithCard() {
  const user = await createUser(api.database);
  await topUp(api, user.id, 'USD', 200);
  const card = await openSettledCard(api, user.token, 50);
  return { user, card };
}

const sandbox = (cardId: string, kind: 'spend' | 'refund', amount: string) =>
  api.call('POST', `/api/sandbox/admin/cards/${cardId}/${kind}`, { body: { amount, merchant_name: 'Coffee Lab' } });

describe(`the ${CARD_TRANSACTIONS_EVENT} event`, () => {
  it('reaches the owner of a card on a purchase, a refused purchase and a refund, and nobody else', async () => {
    const [{ user, card }, other] = [await customerWithCard(), await createUser(api.database)];
    const [own, others] = [await connect(user.token), await connect(other.token)];
    expect((await sandbox(card.id, 'spend', '12.50')).body).toMatchObject({ code: 0 });
    await nextCardTransactions(own);
    expect((await sandbox(card.id, 'spend', '9999')).body.data).toMatchObject({
      status: 'CARD_TRANSACTION_STATUS_FAIL',
    });
    await nextCardTransactions(own);
    expect((await sandbox(card.id, 'refund', '2.00')).body).toMatchObject({ code: 0 });
    await nextCardTransactions(own);
    await expect(others.next(isCardTransactions, 300)).rejects.toThrow('no matching');
  });

  it('follows a card opening from its pending load to its settlement, and a load and a withdrawal', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 200);
    const stream = await connect(user.token);
    await setIssuer(api, 600_000);
    const created = await api.call('POST', '/api/v1/card', {
      token: user.token,
      body: { product_id: 'usd-standard', amount: 20 },
    });
    const cardId = (created.body.data as { id: string }).id;
    await nextCardTransactions(stream);
    // The issuer settles the opening later: its load leaves 处理中, and the stream is told again.
    await setIssuer(api, 5);
    await nextCardTransactions(stream, 5000);
    const moves = await api.call('GET', `/api/v1/card/${cardId}/transactions`, { token: user.token });
    expect(moves.body.data).toMatchObject({
      list: [{ type: 'TRANSFER_IN', status: 'CARD_TRANSACTION_STATUS_CLOSED' }],
    });
    for (const operation of ['recharge', 'withdraw']) {
      const moved = await api.call('POST', `/api/v1/card/${cardId}/${operation}`, {
        token: user.token,
        body: { amount: '20' },
      });
      expect(moved.body).toMatchObject({ code: 0 });
      await nextCardTransactions(stream);
    }
  });

  it('follows an opening the issuer refuses, and a deletion from its request to its payout', async () => {
    const { user, card } = await customerWithCard();
    const stream = await connect(user.token);
    await setIssuer(api, 5, 1);
    const refused = await api.call('POST', '/api/v1/card', {
      token: user.token,
      body: { product_id: 'usd-standard', amount: 20 },
    });
    expect(refused.body).toMatchObject({ code: 0 });
    const failed = (refused.body.data as { id: string }).id;
    const loadStatus = async () =>
      (
        (await api.call('GET', `/api/v1/card/${failed}/transactions`, { token: user.token })).body.data as {
          list: { status: string }[];
        }
      ).list[0]?.status;
    // Its load is told when recorded and when refused; the settling of the first card, told once that
    // commits, may still come first on a busy machine: each event is read before the list is checked.
    await nextCardTransactions(stream);
    await nextCardTransactions(stream);
    if ((await loadStatus()) !== 'CARD_TRANSACTION_STATUS_FAIL') await nextCardTransactions(stream);
    expect(await loadStatus()).toBe('CARD_TRANSACTION_STATUS_FAIL');

    await setIssuer(api, 5);
    expect((await api.call('DELETE', `/api/v1/card/${card.id}`, { token: user.token })).body).toMatchObject({
      code: 0,
    });
    await nextCardTransactions(stream);
    await nextCardTransactions(stream);
    const payout = await api.call('GET', `/api/v1/card/${card.id}/transactions`, { token: user.token });
    expect((payout.body.data as { list: unknown[] }).list[0]).toMatchObject({
      type: 'TRANSFER_OUT',
      status: 'CARD_TRANSACTION_STATUS_CLOSED',
    });
  });

  it('tells of the transactions the sandbox seeds, once for them all', async () => {
    const user = await createUser(api.database);
    const stream = await connect(user.token);
    const seeded = await api.call('POST', '/api/sandbox/admin/transactions/seed', {
      body: { user_id: user.id, count: 30 },
    });
    expect(seeded.body).toMatchObject({ code: 0 });
    await nextCardTransactions(stream);
    await expect(stream.next(isCardTransactions, 300)).rejects.toThrow('no matching');
  });

  it('is replayed after Last-Event-ID, like every event', async () => {
    const { user, card } = await customerWithCard();
    const first = await connect(user.token);
    await sandbox(card.id, 'spend', '1.00');
    const seen = await nextCardTransactions(first);
    first.close();
    await sandbox(card.id, 'spend', '2.00');
    const again = await connect(user.token, seen.id);
    const replayed = await nextCardTransactions(again);
    expect(Number(replayed.id)).toBeGreaterThan(Number(seen.id));
  });
});
