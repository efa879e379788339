import type { ServerResponse } from 'node:http';
import { createStore } from 'jotai';
import type { ScopedMutator } from 'swr';
import { CARD_TRANSACTIONS_EVENT, type StationMessageEvent } from '@portal/shared/contract';
import { CARD_TRANSACTION_READERS } from '../../data/transactions/follow-settling';
import { createEventBus, eventBus } from '../../events/event-bus';
import { completeSignIn, logout } from '../../session/sign-in';
import { sessionAtom } from '../../session/session-state';
import { startTestServer, type TestServer } from '../../testing/http-server';
import { localeAtom } from '../../locale/locale-state';
import { portalStore } from '../../state/store';
import { startLiveEvents } from '../live-events';

let server: TestServer;
let origin = '';
let respond: (res: ServerResponse) => void;
const openStreams: ServerResponse[] = [];
const authorizations: (string | undefined)[] = [];
/** Each connection's Accept-Language and Last-Event-ID. */
const opened: { language?: string; lastEventId?: string }[] = [];

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    authorizations.push(req.headers.authorization);
    const lastEventId = req.headers['last-event-id'];
    opened.push({ language: req.headers['accept-language'], lastEventId: lastEventId as string | undefined });
    respond(res);
  });
  origin = server.origin;
});

afterAll(() => server.close());

beforeEach(() => {
  openStreams.length = 0;
  authorizations.length = 0;
  opened.length = 0;
  respond = (res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write(': open\n\n');
    openStreams.push(res);
  };
});

const event = (fields: Partial<StationMessageEvent>): StationMessageEvent => ({
  type: 'STATION_MSG',
  unread_quantity: 1,
  id: 'm1',
  title: '批量开卡失败',
  status: 'success',
  content: '<p>3 张卡未能开出</p>',
  ...fields,
});

const send = (value: StationMessageEvent, id: string) =>
  openStreams.at(-1)?.write(`id: ${id}\ndata: ${JSON.stringify(value)}\n\n`);
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
};

function start(store = createStore(), bus = createEventBus()) {
  const mutate = jest.fn(async (..._args: unknown[]) => undefined);
  completeSignIn('live-token', store);
  const stop = startLiveEvents({
    store,
    bus,
    mutate: mutate as unknown as ScopedMutator,
    stream: { url: `${origin}/api/v1/events`, reconnectDelayMs: 20 },
  });
  return { store, bus, mutate, stop };
}

describe('live events (spec §4)', () => {
  it('opens one stream with the bearer token', async () => {
    const { stop } = start();
    await until(() => openStreams.length === 1);
    expect(authorizations).toEqual(['Bearer live-token']);
    stop();
  });

  it('re-fetches the wallet status on FREEZE, without a pop-up or touching the unread count', async () => {
    const { bus, mutate, stop } = start();
    const popups = jest.fn();
    bus.on('station-message', popups);
    await until(() => openStreams.length === 1);
    send(event({ type: 'FREEZE', unread_quantity: 0 }), '1');
    await until(() => mutate.mock.calls.length === 1);
    expect(mutate.mock.calls).toEqual([[['balanceStatus', undefined, undefined, 'live-token']]]);
    expect(popups).not.toHaveBeenCalled();
    stop();
  });

  it('asks again for every reader of card transactions on card-transactions, without a pop-up or the unread count', async () => {
    const { bus, mutate, stop } = start();
    const popups = jest.fn();
    bus.on('station-message', popups);
    await until(() => openStreams.length === 1);
    openStreams[0]!.write(`event: ${CARD_TRANSACTIONS_EVENT}\nid: 3\ndata: {}\n\n`);
    await until(() => mutate.mock.calls.length === 1);
    const matches = mutate.mock.calls[0]![0] as (key: unknown) => boolean;
    const keyOf = (call: string) => [call, undefined, { id: 'c1' }, 'live-token'];
    for (const call of ['walletSpending', 'transactions', 'transaction', 'cardTransactions', 'cardLimits', 'card'])
      expect(matches(keyOf(call))).toBe(true);
    expect(CARD_TRANSACTION_READERS.every((call) => matches(keyOf(call)))).toBe(true);
    expect(matches(keyOf('unreadQuantity'))).toBe(false);
    expect(matches(keyOf('balanceStatus'))).toBe(false);
    expect(popups).not.toHaveBeenCalled();
    stop();
  });

  it('asks again once more, not once per event, for a burst of card-transactions events', async () => {
    let finishRound: () => void = () => undefined;
    const { mutate, stop } = start();
    mutate.mockImplementation(() => new Promise<undefined>((resolve) => (finishRound = () => resolve(undefined))));
    await until(() => openStreams.length === 1);
    const burst = [4, 5, 6].map((id) => `event: ${CARD_TRANSACTIONS_EVENT}\nid: ${id}\ndata: {}\n\n`).join('');
    openStreams[0]!.write(burst);
    await until(() => mutate.mock.calls.length === 1);
    finishRound();
    await until(() => mutate.mock.calls.length === 2);
    finishRound();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mutate).toHaveBeenCalledTimes(2);
    stop();
  });

  it('sets the unread count from any other event and publishes it for pop-ups', async () => {
    const { bus, mutate, stop } = start();
    const popups = jest.fn();
    bus.on('station-message', popups);
    await until(() => openStreams.length === 1);
    send(event({ unread_quantity: 7, id: 'm7' }), '2');
    await until(() => popups.mock.calls.length === 1);
    // Written straight into the unread count's SWR entry, the bell's one source (the message goes
    // into the loaded lists too: data/messages' tests follow it there).
    expect(mutate).toHaveBeenCalledWith(
      ['unreadQuantity', undefined, undefined, 'live-token'],
      { count: 7 },
      { revalidate: false },
    );
    expect(popups).toHaveBeenCalledWith(event({ unread_quantity: 7, id: 'm7' }));
    stop();
  });

  it('closes the stream when the user signs out, and does not reconnect', async () => {
    const { store } = start(createStore(), eventBus);
    await until(() => openStreams.length === 1);
    const closed = new Promise((resolve) => openStreams[0]!.on('close', resolve));
    logout('user', store);
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(openStreams).toHaveLength(1);
  });

  it('signs the user out when the stream answers 401', async () => {
    respond = (res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 401, message: '未登录', data: null }));
    };
    const { store } = start();
    await until(() => store.get(sessionAtom).isLogin === false);
    expect(authorizations).toHaveLength(1);
  });

  it('signs the user out on a session-expiry answer', async () => {
    respond = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 606, message: '登录已过期', data: null }));
    };
    const { store } = start();
    await until(() => store.get(sessionAtom).isLogin === false);
  });

  it('opens the stream again in the new language after a switch, after the last event, and loses none', async () => {
    const { bus, stop } = start();
    const popups: string[] = [];
    bus.on('station-message', (message) => popups.push(message.title));
    await until(() => openStreams.length === 1);
    send(event({ id: 'm1', title: '第一条' }), '7');
    await until(() => popups.length === 1);
    const [first] = openStreams as [ServerResponse];

    portalStore.set(localeAtom, 'en');
    await until(() => openStreams.length === 2);
    expect(opened[1]).toEqual({ language: 'en', lastEventId: '7' });
    // What the server sent on the old stream before the new one was in, it replays on the new one: handled once.
    first.write(`id: 8\ndata: ${JSON.stringify(event({ id: 'm2', title: '第二条' }))}\n\n`);
    send(event({ id: 'm2', title: 'Second' }), '8');
    send(event({ id: 'm3', title: 'Third' }), '9');
    await until(() => popups.length >= 3);
    await until(() => first.closed || first.destroyed);
    expect(popups).toEqual(['第一条', expect.stringMatching(/^(第二条|Second)$/), 'Third']);
    stop();
    portalStore.set(localeAtom, 'zh-CN');
  });
});
