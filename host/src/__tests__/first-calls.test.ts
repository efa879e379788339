import { PAGE_LIST, callApi, completeSignIn, configureApiClient, localeAtom, portalStore } from '@portal/shared';
import { primeFirstCalls } from '../layout/first-calls';

const page = (key: string) => PAGE_LIST.find((entry) => entry.key === key)!;
const balances = [{ currency: 'USD', available: '12.50', anew: '0.00' }];

/** Every request that reached the network: its address and headers. */
const asked: { url: string; headers: Headers }[] = [];
const readsOf = (url: string) => asked.filter((request) => request.url === url);

beforeEach(() => {
  asked.length = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    asked.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Response(JSON.stringify({ code: 0, message: 'ok', data: balances }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  configureApiClient({ fetch: (input, init) => globalThis.fetch(input, init) });
});

describe("a signed-in page's first reads, asked ahead of its code", () => {
  it("asks the main layout's reads and the wallet's own, with the headers the client's reads carry", async () => {
    completeSignIn('token-wallet');
    primeFirstCalls(page('wallet'), { isLogin: true, token: 'token-wallet' }, '');
    expect(asked.map((request) => request.url)).toEqual([
      '/api/v1/account/info',
      '/api/v1/msg-center/station-msg/unread-quantity',
      '/api/v1/balance/account-balance-status',
      '/api/v1/balance',
      '/api/v1/balance/card-amount',
      '/api/v1/card/opened-available',
    ]);
    const ahead = readsOf('/api/v1/balance')[0]!.headers;
    // The client's own read of it, once the answer asked ahead has gone: the same headers.
    await callApi('walletBalances');
    await callApi('walletBalances');
    const own = readsOf('/api/v1/balance')[1]!.headers;
    expect([...ahead.entries()]).toEqual([...own.entries()]);
  });

  it('hands each answer to the first identical read: the API is asked once, a later read asks it again', async () => {
    completeSignIn('token-once');
    primeFirstCalls(page('card'), { isLogin: true, token: 'token-once' }, '');
    await expect(callApi('cards', { page: 1, page_size: 10 })).resolves.toEqual(balances);
    expect(readsOf('/api/v1/card?page=1&page_size=10')).toHaveLength(1);
    await callApi('cards', { page: 1, page_size: 10 });
    expect(readsOf('/api/v1/card?page=1&page_size=10')).toHaveLength(2);
  });

  it('gives no answer asked for another session or language, and asks only the layout for a filtered list', async () => {
    completeSignIn('token-now');
    primeFirstCalls(page('wallet'), { isLogin: true, token: 'token-before' }, '');
    portalStore.set(localeAtom, 'en');
    try {
      primeFirstCalls(page('wallet'), { isLogin: true, token: 'token-now' }, '');
    } finally {
      portalStore.set(localeAtom, 'zh-CN');
    }
    asked.length = 0;
    await callApi('walletBalances');
    expect(asked.map((request) => request.url)).toEqual(['/api/v1/balance']);

    asked.length = 0;
    primeFirstCalls(page('card'), { isLogin: true, token: 'token-filtered' }, '?status=CARD_STATUS_FROZEN');
    expect(asked.map((request) => request.url)).not.toContain('/api/v1/card?page=1&page_size=10');
  });

  it('asks nothing for a signed-out visitor', () => {
    primeFirstCalls(page('wallet'), { isLogin: false, token: '' }, '');
    expect(asked).toEqual([]);
  });
});
