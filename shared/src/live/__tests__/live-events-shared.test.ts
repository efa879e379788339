import type { ScopedMutator } from 'swr';
import { createStore } from 'jotai';
import type { StationMessageEvent } from '@portal/shared/contract';
import { configureApiClient } from '../../api-client/client';
import { createEventBus } from '../../events/event-bus';
import { completeSignIn } from '../../session/sign-in';
import { startTestServer, type TestServer } from '../../testing/http-server';
import { startLiveEvents } from '../live-events';
import type { TabElection } from '../tab-election';
import { nodeChannel, until } from './browser-tabs';

// A system message as the API words it for each reader (Accept-Language).
const TITLE = { 'zh-CN': '充值已到账', en: 'Top-up credited' } as const;
const CONTENT = { 'zh-CN': '<p>已存入钱包。</p>', en: '<p>Credited to your wallet.</p>' } as const;

let server: TestServer;
const asked: { url?: string; language?: string }[] = [];

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const language = req.headers['accept-language'] === 'en' ? 'en' : 'zh-CN';
    asked.push({ url: req.url, language });
    const message = { id: 'm9', type: 'STATION_MSG', title: TITLE[language], content: CONTENT[language], read: false };
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 0, message: 'ok', data: { list: [message], total: 1, page: 1, page_size: 20 } }));
  });
  configureApiClient({ baseUrl: server.origin });
});

afterAll(() => server.close());

/** A tab that another tab's stream feeds: never elected, so it opens nothing of its own. */
const follower: TabElection = { join: () => () => undefined };

let names = 0;

/** A follower tab of a Chinese page, and a channel to speak to it as its leader would. */
function followerTab() {
  const name = `live-events-test-${process.pid}-${++names}`;
  const store = createStore();
  const bus = createEventBus();
  const mutate = jest.fn(async (..._args: unknown[]) => undefined);
  completeSignIn('live-token', store);
  const popups: StationMessageEvent[] = [];
  bus.on('station-message', (event) => popups.push(event));
  const stop = startLiveEvents({
    store,
    bus,
    mutate: mutate as unknown as ScopedMutator,
    sharing: { name, election: follower, channel: nodeChannel(name) },
  });
  const leader = nodeChannel(name);
  const relay = (id: string, event: StationMessageEvent, language: 'zh-CN' | 'en') =>
    leader.postMessage({ kind: 'event', message: { id, data: JSON.stringify(event) }, language });
  return { popups, mutate, relay, stop: () => (stop(), leader.close()) };
}

const event = (language: 'zh-CN' | 'en'): StationMessageEvent => ({
  type: 'STATION_MSG',
  unread_quantity: 4,
  id: 'm9',
  title: TITLE[language],
  status: 'success',
  content: CONTENT[language],
});

beforeEach(() => {
  asked.length = 0;
});

describe('live events passed on from the tab holding the stream', () => {
  it('handles an event in the page language as its own: unread count, pop-up, no call', async () => {
    const tab = followerTab();
    tab.relay('9', event('zh-CN'), 'zh-CN');
    await until(() => tab.popups.length === 1);
    expect(tab.popups[0]!.title).toBe('充值已到账');
    expect(tab.mutate).toHaveBeenCalledWith(
      ['unreadQuantity', undefined, undefined, 'live-token'],
      { count: 4 },
      { revalidate: false },
    );
    expect(asked).toEqual([]);
    tab.stop();
  });

  it("asks again in the page's language for a message the stream worded in another, and shows that", async () => {
    const tab = followerTab();
    tab.relay('9', event('en'), 'en');
    await until(() => tab.popups.length === 1);
    expect(tab.popups[0]).toMatchObject({
      id: 'm9',
      title: '充值已到账',
      content: '<p>已存入钱包。</p>',
      unread_quantity: 4,
    });
    expect(asked).toEqual([
      { url: '/api/v1/msg-center/station-msg/list?page=1&page_size=20&type=STATION_MSG', language: 'zh-CN' },
    ]);
    tab.stop();
  });

  it('handles an event passed on twice once', async () => {
    const tab = followerTab();
    tab.relay('9', event('zh-CN'), 'zh-CN');
    tab.relay('9', event('zh-CN'), 'zh-CN');
    tab.relay('10', { ...event('zh-CN'), id: 'm10', title: '第二条' }, 'zh-CN');
    await until(() => tab.popups.length === 2);
    expect(tab.popups.map(({ title }) => title)).toEqual(['充值已到账', '第二条']);
    tab.stop();
  });
});
