import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { balanceOf, createUser, openSettledCard, setIssuer, topUp, type CardAnswer } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 5);
});
afterAll(() => api.close());

type Named = CardAnswer & { nickname: string | null };

async function userWithCards(count: number) {
  const user = await createUser(api.database);
  await topUp(api, user.id, 'USD', 500);
  const cards: CardAnswer[] = [];
  for (let i = 0; i < count; i += 1) cards.push(await openSettledCard(api, user.token));
  return { user, cards };
}

const rename = (token: string, id: string, nickname: unknown, headers: Record<string, string> = {}) =>
  api.call('PUT', `/api/v1/card/${id}/nickname`, { token, body: { nickname }, headers });

const search = async (token: string, keyword: string) => {
  const { body } = await api.call('GET', `/api/v1/card?keyword=${encodeURIComponent(keyword)}`, { token });
  return (body.data as { list: Named[]; total: number }).list.map((card) => card.nickname ?? card.last4);
};

describe('card nicknames', () => {
  it('names a card, trimmed, and the details and the list carry the name', async () => {
    const { user, cards } = await userWithCards(1);
    const id = cards[0]?.id ?? '';
    const named = await rename(user.token, id, '  出差用 Travel  ');
    expect(named).toMatchObject({ status: 200, body: { code: 0, data: { id, nickname: '出差用 Travel' } } });
    expect((await api.call('GET', `/api/v1/card/${id}`, { token: user.token })).body.data).toMatchObject({
      nickname: '出差用 Travel',
    });
    const list = (await api.call('GET', '/api/v1/card', { token: user.token })).body.data as { list: Named[] };
    expect(list.list).toEqual([expect.objectContaining({ id, nickname: '出差用 Travel' })]);
  });

  it('clears the name with an empty or blank name', async () => {
    const { user, cards } = await userWithCards(1);
    const id = cards[0]?.id ?? '';
    await rename(user.token, id, 'Ads');
    expect((await rename(user.token, id, '   ')).body.data).toMatchObject({ nickname: null });
    expect((await api.call('GET', `/api/v1/card/${id}`, { token: user.token })).body.data).toMatchObject({
      nickname: null,
    });
  });

  it('counts characters as the reader sees them: 20 are kept, 21 are refused with 4031', async () => {
    const { user, cards } = await userWithCards(1);
    const id = cards[0]?.id ?? '';
    // 20 thumbs with a skin tone are 40 code points and 80 UTF-16 units, but 20 characters on screen.
    const twentyEmoji = '👍🏽'.repeat(20);
    expect((await rename(user.token, id, twentyEmoji)).body.data).toMatchObject({ nickname: twentyEmoji });
    expect((await rename(user.token, id, '广'.repeat(20))).body.data).toMatchObject({ nickname: '广'.repeat(20) });
    const tooLong = await rename(user.token, id, '广'.repeat(21));
    expect(tooLong).toMatchObject({ status: 400, body: { code: 4031, message: '卡片名称最多 20 个字符', data: null } });
    const inEnglish = await rename(user.token, id, 'x'.repeat(21), { 'accept-language': 'en' });
    expect(inEnglish.body).toMatchObject({ code: 4031, message: 'A card name can have at most 20 characters' });
    expect((await api.call('GET', `/api/v1/card/${id}`, { token: user.token })).body.data).toMatchObject({
      nickname: '广'.repeat(20),
    });
  });

  it('refuses control characters and text direction overrides (4032)', async () => {
    const { user, cards } = await userWithCards(1);
    const id = cards[0]?.id ?? '';
    for (const nickname of ['line\nbreak', 'abc\u202Egpj.exe']) {
      expect((await rename(user.token, id, nickname)).body).toMatchObject({ code: 4032 });
    }
  });

  it("answers 1004 for another customer's card and leaves it unnamed", async () => {
    const { user: owner, cards } = await userWithCards(1);
    const id = cards[0]?.id ?? '';
    const stranger = await createUser(api.database);
    expect(await rename(stranger.token, id, 'mine now')).toMatchObject({ status: 404, body: { code: 1004 } });
    expect((await api.call('GET', `/api/v1/card/${id}`, { token: owner.token })).body.data).toMatchObject({
      nickname: null,
    });
  });

  it('finds cards by part of the nickname as well as by the last digits, wildcards taken literally', async () => {
    const { user, cards } = await userWithCards(4);
    const [a, b, c, d] = cards as [CardAnswer, CardAnswer, CardAnswer, CardAnswer];
    await rename(user.token, a.id, 'Facebook 广告');
    await rename(user.token, b.id, '广告 100%');
    await rename(user.token, c.id, 'snake_case');
    expect((await search(user.token, '广告')).sort()).toEqual(['Facebook 广告', '广告 100%'].sort());
    expect(await search(user.token, 'facebook')).toEqual(['Facebook 广告']);
    expect(await search(user.token, '%')).toEqual(['广告 100%']);
    expect(await search(user.token, '_')).toEqual(['snake_case']);
    expect(await search(user.token, d.last4)).toContain(d.last4);
    expect(await search(user.token, 'nothing like it')).toEqual([]);
    const stranger = await createUser(api.database);
    expect(await search(stranger.token, '广告')).toEqual([]);
  });
});

describe('naming a card when opening it', () => {
  const open = (token: string, nickname: unknown) =>
    api.call('POST', '/api/v1/card', { token, body: { product_id: 'usd-standard', amount: 20, nickname } });

  it('opens the card with its name, trimmed, in the details and the list', async () => {
    const { user } = await userWithCards(0);
    const opened = await open(user.token, '  广告投放 Ads  ');
    expect(opened).toMatchObject({ status: 200, body: { code: 0, data: { nickname: '广告投放 Ads' } } });
    const id = (opened.body.data as Named).id;
    expect((await api.call('GET', `/api/v1/card/${id}`, { token: user.token })).body.data).toMatchObject({
      nickname: '广告投放 Ads',
    });
    const list = (await api.call('GET', '/api/v1/card', { token: user.token })).body.data as { list: Named[] };
    expect(list.list).toEqual([expect.objectContaining({ id, nickname: '广告投放 Ads' })]);
  });

  it('opens an unnamed card with a blank name', async () => {
    const { user } = await userWithCards(0);
    expect((await open(user.token, '  ')).body.data).toMatchObject({ nickname: null });
  });

  it('refuses a name the rule refuses (4031, 4032) and then opens no card and charges nothing', async () => {
    const { user } = await userWithCards(0);
    const before = await balanceOf(api, user.token, 'USD');
    expect(await open(user.token, '广'.repeat(21))).toMatchObject({ status: 400, body: { code: 4031, data: null } });
    expect((await open(user.token, 'abc\u202Egpj.exe')).body).toMatchObject({ code: 4032 });
    expect(await balanceOf(api, user.token, 'USD')).toBe(before);
    const list = (await api.call('GET', '/api/v1/card', { token: user.token })).body.data as { total: number };
    expect(list.total).toBe(0);
  });
});
