import { luhnDigit } from '../issuer/card-numbers';
import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { createUser, openSettledCard, requestAccessCode, setIssuer, topUp } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 5);
});
afterAll(() => api.close());

async function userWithCard() {
  const user = await createUser(api.database);
  await topUp(api, user.id, 'USD', 100);
  const card = await openSettledCard(api, user.token);
  return { user, card };
}

const reveal = (token: string, id: string, captcha: string) =>
  api.call('POST', `/api/v1/card/${id}/sensitive`, { token, body: { captcha } });

describe('card number and CVV', () => {
  it('answers them after a fresh access code, for 60 seconds, never cached', async () => {
    const { user, card } = await userWithCard();
    const code = await requestAccessCode(api, user);
    const before = Date.now();
    const answer = await reveal(user.token, card.id, code);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.body.data as { card_no: string; cvv: string; expiry: string; expires_at: string };
    expect(data.card_no).toMatch(/^485932\d{10}$/);
    expect(data.card_no.endsWith(card.last4)).toBe(true);
    expect(luhnDigit(data.card_no.slice(0, -1))).toBe(data.card_no.slice(-1));
    expect(data.cvv).toMatch(/^\d{3}$/);
    expect(data.expiry).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
    const expires = Date.parse(data.expires_at) - before;
    expect(expires).toBeGreaterThanOrEqual(59_000);
    expect(expires).toBeLessThanOrEqual(61_000);
  });

  it('never puts them in lists or details', async () => {
    const { user, card } = await userWithCard();
    const { body: revealed } = await reveal(user.token, card.id, await requestAccessCode(api, user));
    const { card_no, cvv } = revealed.data as { card_no: string; cvv: string };
    const list = JSON.stringify((await api.call('GET', '/api/v1/card', { token: user.token })).body);
    const details = JSON.stringify((await api.call('GET', `/api/v1/card/${card.id}`, { token: user.token })).body);
    for (const text of [list, details]) {
      expect(text).not.toContain(card_no);
      expect(text).not.toMatch(new RegExp(`"cvv":"${cvv}"`));
    }
  });

  it('answers 4060 when no code was asked for', async () => {
    const { user, card } = await userWithCard();
    expect(await reveal(user.token, card.id, '123456')).toMatchObject({
      status: 409,
      body: { code: 4060, message: '请先获取验证码', data: null },
    });
  });

  it('answers 4060 when only a code for another purpose was asked for', async () => {
    const { user, card } = await userWithCard();
    const code = await requestAccessCode(api, user, 'SIGN_IN_CHECK');
    expect((await reveal(user.token, card.id, code)).body).toMatchObject({ code: 4060, message: '请先获取验证码' });
  });

  it('takes a code asked for without a purpose, as an older portal asks', async () => {
    const { user, card } = await userWithCard();
    const code = await requestAccessCode(api, user, null);
    expect((await reveal(user.token, card.id, code)).status).toBe(200);
  });

  it('takes a code once', async () => {
    const { user, card } = await userWithCard();
    const code = await requestAccessCode(api, user);
    expect((await reveal(user.token, card.id, code)).status).toBe(200);
    expect(await reveal(user.token, card.id, code)).toMatchObject({
      status: 400,
      body: { code: 4061, message: '验证码错误' },
    });
  });

  it('answers 4061 for a wrong code and locks after 5 failed tries', async () => {
    const { user, card } = await userWithCard();
    const code = await requestAccessCode(api, user);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await reveal(user.token, card.id, wrong)).toMatchObject({ status: 400, body: { code: 4061 } });
    }
    expect(await reveal(user.token, card.id, code)).toMatchObject({ status: 429, body: { code: 4062 } });
  });

  it('locks even when the guesses arrive at once', async () => {
    const { user, card } = await userWithCard();
    const code = await requestAccessCode(api, user);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 8 }, () => reveal(user.token, card.id, wrong)));
    expect(answers.filter((answer) => answer.body.code === 4061)).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.code === 4062)).toHaveLength(3);
  });

  it.each([
    ['a missing captcha', {}],
    ['an empty captcha', { captcha: '' }],
    ['a too long captcha', { captcha: 'x'.repeat(65) }],
  ])('refuses %s', async (_case, body) => {
    const { user, card } = await userWithCard();
    const answer = await api.call('POST', `/api/v1/card/${card.id}/sensitive`, { token: user.token, body });
    expect(answer).toMatchObject({ status: 400, body: { code: 1001 } });
  });

  it('refuses a deleted card', async () => {
    const { user, card } = await userWithCard();
    const code = await requestAccessCode(api, user);
    await api.database.kysely
      .updateTable('cards')
      .set({ status: 'CARD_STATUS_DELETE' })
      .where('id', '=', card.id)
      .execute();
    expect((await reveal(user.token, card.id, code)).body.code).toBe(4030);
  });
});
