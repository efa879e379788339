import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { createUser, openSettledCard, setIssuer, topUp, waitFor, type CardAnswer } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 5);
});
afterAll(() => api.close());

interface Result {
  card_id: string;
  ok: boolean;
  card: CardAnswer | null;
  code: number | null;
  message: string | null;
}

const bulk = (token: string, action: string, cardIds: string[], headers: Record<string, string> = {}) =>
  api.call('POST', '/api/v1/card/batch-status', { token, body: { action, card_ids: cardIds }, headers });

const statusOf = async (token: string, id: string) =>
  ((await api.call('GET', `/api/v1/card/${id}`, { token })).body.data as CardAnswer).status;

async function settlesTo(token: string, id: string, status: string) {
  await waitFor(async () => (await statusOf(token, id)) === status);
}

describe('freezing and unfreezing several cards at once', () => {
  it('changes each card it may, and reports the others with their reason without stopping', async () => {
    const user = await createUser(api.database);
    await topUp(api, user.id, 'USD', 500);
    const [a, b, frozen] = [
      await openSettledCard(api, user.token),
      await openSettledCard(api, user.token),
      await openSettledCard(api, user.token),
    ];
    await api.call('PUT', `/api/v1/card/${frozen.id}/status`, {
      token: user.token,
      body: { action: 'UPDATE_CARD_STATUS_FREEZE' },
    });
    await settlesTo(user.token, frozen.id, 'CARD_STATUS_FREEZE');
    const stranger = await createUser(api.database);
    await topUp(api, stranger.id, 'USD', 100);
    const theirs = await openSettledCard(api, stranger.token);

    const answer = await bulk(user.token, 'UPDATE_CARD_STATUS_FREEZE', [a.id, frozen.id, theirs.id, b.id, a.id]);
    expect(answer.status).toBe(200);
    const data = answer.body.data as { results: Result[]; success_count: number; fail_count: number };
    expect(data).toMatchObject({ success_count: 2, fail_count: 2 });
    expect(data.results).toEqual([
      {
        card_id: a.id,
        ok: true,
        card: expect.objectContaining({ status: 'CARD_STATUS_FREEZING' }),
        code: null,
        message: null,
      },
      {
        card_id: frozen.id,
        ok: false,
        card: expect.objectContaining({ id: frozen.id, status: 'CARD_STATUS_FREEZE' }),
        code: 4030,
        message: '卡片当前状态不支持该操作',
      },
      { card_id: theirs.id, ok: false, card: null, code: 1004, message: '请求的资源不存在' },
      {
        card_id: b.id,
        ok: true,
        card: expect.objectContaining({ status: 'CARD_STATUS_FREEZING' }),
        code: null,
        message: null,
      },
    ]);
    await settlesTo(user.token, a.id, 'CARD_STATUS_FREEZE');
    await settlesTo(user.token, b.id, 'CARD_STATUS_FREEZE');
    expect(await statusOf(stranger.token, theirs.id)).toBe('CARD_STATUS_NORMAL');

    const unfreeze = await bulk(user.token, 'UPDATE_CARD_STATUS_UNFREEZE', [a.id, b.id, 'no-such-card'], {
      'accept-language': 'en',
    });
    expect(unfreeze.body.data).toMatchObject({
      success_count: 2,
      fail_count: 1,
      results: [
        { card_id: a.id, ok: true },
        { card_id: b.id, ok: true },
        { card_id: 'no-such-card', ok: false, code: 1004, message: 'The requested resource does not exist' },
      ],
    });
    await settlesTo(user.token, a.id, 'CARD_STATUS_NORMAL');
    await settlesTo(user.token, b.id, 'CARD_STATUS_NORMAL');
  });

  it.each([
    ['no cards', { action: 'UPDATE_CARD_STATUS_FREEZE', card_ids: [] }],
    [
      'more than 100 cards',
      { action: 'UPDATE_CARD_STATUS_FREEZE', card_ids: Array.from({ length: 101 }, (_, i) => `c${i}`) },
    ],
    ['an unknown action', { action: 'UPDATE_CARD_STATUS_DELETE', card_ids: ['c1'] }],
  ])('refuses %s with 1001', async (_case, body) => {
    const user = await createUser(api.database);
    const answer = await api.call('POST', '/api/v1/card/batch-status', { token: user.token, body });
    expect(answer).toMatchObject({ status: 400, body: { code: 1001 } });
  });

  it('needs a signed-in customer', async () => {
    const answer = await api.call('POST', '/api/v1/card/batch-status', {
      body: { action: 'UPDATE_CARD_STATUS_FREEZE', card_ids: ['c1'] },
    });
    expect(answer.status).toBe(401);
  });
});
