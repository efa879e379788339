import { startTestApi, type TestApi } from '../../__tests__/test-api';
import { createUser, openSettledCard, requestAccessCode, setIssuer, topUp, waitFor, type CardAnswer } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await setIssuer(api, 5);
});
afterAll(() => api.close());

const PROFILE = {
  name: 'Zhang San',
  id_number: '110101199003071233',
  phone_prefix: '86',
  phone: '13912345678',
  website: 'https://shop.example.com',
};
const US_ADDRESS = {
  line1: '2100 Market Street',
  line2: 'Suite 400',
  city: 'San Francisco',
  region: 'CA',
  postal_code: '94114',
  country: 'US',
};

const reveal = (token: string, id: string, captcha: string) =>
  api.call('POST', `/api/v1/card/${id}/sensitive`, { token, body: { captcha } });
const saveProfile = (token: string, name: string) =>
  api.call('PUT', '/api/v1/cardholder-profile', { token, body: { ...PROFILE, name } });

async function richUser() {
  const user = await createUser(api.database);
  await topUp(api, user.id, 'USD', 1000);
  await topUp(api, user.id, 'CNY', 10000);
  return user;
}

describe('the checkout details of the reveal', () => {
  it("answers the name of the profile the card was opened with and the product's billing address", async () => {
    const user = await richUser();
    expect((await saveProfile(user.token, 'Zhang San')).status).toBe(200);
    const card = await openSettledCard(api, user.token);
    // A profile corrected later does not rename a card already issued.
    expect((await saveProfile(user.token, 'Li Si')).status).toBe(200);
    const answer = await reveal(user.token, card.id, await requestAccessCode(api, user));
    expect(answer.status).toBe(200);
    expect((answer.body.data as { checkout: unknown }).checkout).toEqual({
      name: 'Zhang San',
      billing_address: US_ADDRESS,
    });
  });

  it("answers the account's profile name for a card opened before the profile, and the CNY product's address", async () => {
    const user = await richUser();
    const card = await openSettledCard(api, user.token, 100, 'cny-standard');
    expect((await saveProfile(user.token, 'Wang Wu')).status).toBe(200);
    const answer = await reveal(user.token, card.id, await requestAccessCode(api, user));
    expect((answer.body.data as { checkout: unknown }).checkout).toEqual({
      name: 'Wang Wu',
      billing_address: expect.objectContaining({ city: 'Shanghai', country: 'CN' }),
    });
  });

  it('answers no name while no profile is on file', async () => {
    const user = await richUser();
    const card = await openSettledCard(api, user.token);
    const answer = await reveal(user.token, card.id, await requestAccessCode(api, user));
    expect((answer.body.data as { checkout: unknown }).checkout).toEqual({ name: null, billing_address: US_ADDRESS });
  });

  it('gives none of it without a passed check, nor to another customer', async () => {
    const owner = await richUser();
    await saveProfile(owner.token, 'Zhang San');
    const card = await openSettledCard(api, owner.token);
    const wrong = await reveal(owner.token, card.id, '000000');
    expect(wrong.body).toMatchObject({ data: null });
    expect(JSON.stringify(wrong.body)).not.toContain('Zhang San');

    const stranger = await createUser(api.database);
    const foreign = await reveal(stranger.token, card.id, await requestAccessCode(api, stranger));
    expect(foreign).toMatchObject({ status: 404, body: { code: 1004, data: null } });
    expect(JSON.stringify(foreign.body)).not.toContain('Market Street');
  });

  it('keeps them out of the card list and details', async () => {
    const user = await richUser();
    await saveProfile(user.token, 'Zhang San');
    const card = await openSettledCard(api, user.token);
    const list = JSON.stringify((await api.call('GET', '/api/v1/card', { token: user.token })).body);
    const details = JSON.stringify((await api.call('GET', `/api/v1/card/${card.id}`, { token: user.token })).body);
    for (const text of [list, details]) expect(text).not.toMatch(/Zhang San|Market Street/);
  });
});

describe("the opening load's row on the card", () => {
  it('carries the recharge fee charged on the load, pending and then settled', async () => {
    // Held until the pending row has been read, then released.
    await setIssuer(api, 600_000);
    try {
      const user = await richUser();
      const created = await api.call('POST', '/api/v1/card', {
        token: user.token,
        body: { product_id: 'usd-standard', amount: 100 },
      });
      const card = created.body.data as CardAnswer;
      const rows = async () =>
        (
          (await api.call('GET', `/api/v1/card/${card.id}/transactions`, { token: user.token })).body.data as {
            list: { type: string; status: string; amount: string; fee: string }[];
          }
        ).list;
      // usd-standard's recharge fee: 1.5 % of 100.00, at least 1.00.
      expect(await rows()).toEqual([
        expect.objectContaining({
          type: 'TRANSFER_IN',
          status: 'CARD_TRANSACTION_STATUS_PENDING',
          amount: '100.00',
          fee: '1.50',
        }),
      ]);
      await setIssuer(api, 5);
      await waitFor(async () => (await rows())[0]?.status === 'CARD_TRANSACTION_STATUS_CLOSED');
      expect((await rows())[0]).toMatchObject({ amount: '100.00', fee: '1.50' });
      // The wallet's opening fee row holds that fee and the open fee: 5.00 + 1.50.
      const ledger = await api.call('GET', '/api/v1/balance/transactions?currency=USD', { token: user.token });
      expect((ledger.body.data as { list: unknown[] }).list).toContainEqual(
        expect.objectContaining({ type: 'OPEN_CARD', fee: '6.50' }),
      );
    } finally {
      await setIssuer(api, 5);
    }
  });

  it('charges nothing once the opening fails: the fees go back to the wallet with the load', async () => {
    await setIssuer(api, 5, 1);
    try {
      const user = await richUser();
      const created = await api.call('POST', '/api/v1/card', {
        token: user.token,
        body: { product_id: 'usd-standard', amount: 100 },
      });
      const card = created.body.data as CardAnswer;
      const rows = async () =>
        (
          (await api.call('GET', `/api/v1/card/${card.id}/transactions`, { token: user.token })).body.data as {
            list: { type: string; status: string; amount: string; fee: string }[];
          }
        ).list;
      await waitFor(async () => (await rows())[0]?.status === 'CARD_TRANSACTION_STATUS_FAIL');
      expect((await rows())[0]).toMatchObject({ type: 'TRANSFER_IN', amount: '100.00', fee: '0.00' });
      const feed = await api.call('GET', `/api/v1/transactions?card_id=${card.id}`, { token: user.token });
      expect((feed.body.data as { list: unknown[] }).list).toContainEqual(
        expect.objectContaining({ type: 'TRANSFER_IN', fee: '0.00' }),
      );
    } finally {
      await setIssuer(api, 5);
    }
  });
});
