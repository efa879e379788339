/** @jest-environment node */
import type { ServerResponse } from 'node:http';
import { SESSION_ENDED_EVENT, type StationMessageEvent } from '@portal/shared/contract';
import { startTestServer, type TestServer } from '../../testing/http-server';
import type { EventStream, EventStreamStopReason } from '../event-stream';
import { openSharedEventStream } from '../shared-event-stream';
import { channelElection, lockElection, type TabElection } from '../tab-election';
import { localeAtom, type Locale } from '../../locale/locale-state';
import { portalStore } from '../../state/store';
import { fakeLocks, nodeChannel, until } from './browser-tabs';

/**
 * The API's stream as far as tabs see it: every open stream gets each event, and a stream opened
 * with Last-Event-ID first gets the events after it.
 */
let server: TestServer;
const open = new Set<ServerResponse>();
const sent: string[] = [];
/** Each connection's Last-Event-ID and Accept-Language, in the order they came. */
const connections: { lastEventId?: string; language?: string }[] = [];

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const lastEventId = req.headers['last-event-id'] as string | undefined;
    connections.push({ lastEventId, language: req.headers['accept-language'] });
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write(': open\n\n');
    const after = lastEventId === undefined ? sent.length : Number(lastEventId);
    for (const frame of sent.slice(after)) res.write(frame);
    open.add(res);
    res.on('close', () => open.delete(res));
  });
});

afterAll(() => server.close());

const event = (n: number): StationMessageEvent => ({
  type: 'STATION_MSG',
  unread_quantity: n,
  id: `m${n}`,
  title: `第 ${n} 条`,
  status: 'success',
  content: '',
});

/** Stores the next event (its id is its number) and writes it to every open stream. */
function send(): number {
  const n = sent.length + 1;
  sent.push(`id: ${n}\ndata: ${JSON.stringify(event(n))}\n\n`);
  for (const res of open) res.write(sent.at(-1));
  return n;
}

let names = 0;
let streams: EventStream[] = [];

/** Tabs of one browser signed in to one session: one lock manager, channels of one name. */
function browser(election: TabElection = lockElection(fakeLocks())) {
  const name = `live-test-${process.pid}-${++names}`;
  const tab = (getToken: () => string | null = () => 'tok-1') => {
    const titles: string[] = [];
    const languages: Locale[] = [];
    const stops: EventStreamStopReason[] = [];
    const stream = openSharedEventStream(
      {
        url: `${server.origin}/api/v1/events`,
        getToken,
        onStop: (reason) => stops.push(reason),
        reconnectDelayMs: 20,
      },
      {
        onEvent: (message, _id, language) => {
          titles.push(message.title);
          languages.push(language);
        },
      },
      { name, election, channel: nodeChannel(name) },
    );
    streams.push(stream);
    return { stream, titles, languages, stops };
  };
  return { tab };
}

beforeEach(() => {
  sent.length = 0;
  connections.length = 0;
  streams = [];
});

afterEach(async () => {
  for (const stream of streams) stream.stop();
  await until(() => open.size === 0);
});

const titlesUpTo = (n: number) => Array.from({ length: n }, (_, i) => `第 ${i + 1} 条`);

describe('one live stream for the tabs of a browser', () => {
  it('opens one stream for three tabs and hands each event to every tab once', async () => {
    const { tab } = browser();
    const tabs = [tab(), tab(), tab()];
    await until(() => open.size === 1);
    send();
    send();
    await until(() => tabs.every(({ titles }) => titles.length === 2));
    expect(tabs.map(({ titles }) => titles)).toEqual([titlesUpTo(2), titlesUpTo(2), titlesUpTo(2)]);
    expect(connections).toHaveLength(1);
  });

  it('goes on in another tab after the last event when the leading tab closes, losing none and repeating none', async () => {
    const { tab } = browser();
    const [leader, ...others] = [tab(), tab(), tab()];
    await until(() => open.size === 1);
    send();
    await until(() => others.every(({ titles }) => titles.length === 1));
    leader!.stream.stop();
    // Sent while nobody holds the stream: the next leader's Last-Event-ID brings it.
    send();
    await until(() => open.size === 1 && connections.length === 2);
    send();
    await until(() => others.every(({ titles }) => titles.length === 3));
    expect(connections[1]!.lastEventId).toBe('1');
    expect(others.map(({ titles }) => titles)).toEqual([titlesUpTo(3), titlesUpTo(3)]);
    expect(others.flatMap(({ stops }) => stops)).toEqual([]);
  });

  it('ends the stream in every tab, as each would alone, when the session ends', async () => {
    const { tab } = browser();
    const tabs = [tab(), tab()];
    await until(() => open.size === 1);
    for (const res of open) res.end(`event: ${SESSION_ENDED_EVENT}\ndata: {"code":607,"message":"已在别处退出"}\n\n`);
    await until(() => tabs.every(({ stops }) => stops.length === 1));
    expect(tabs.map(({ stops }) => stops)).toEqual([['session-expired'], ['session-expired']]);
    expect(connections).toHaveLength(1);
  });

  it('opens nothing in a tab elected after the sign-out: it follows the sign-out as every tab does', async () => {
    const { tab } = browser();
    let token: string | null = 'tok-1';
    const leader = tab();
    const other = tab(() => token);
    await until(() => open.size === 1);
    token = null;
    leader.stream.stop();
    await until(() => other.stops.length === 1);
    expect(other.stops).toEqual(['stopped']);
    expect(connections).toHaveLength(1);
  });

  it("passes events on in the language of the stream: the leader's after its switch; a follower's switch opens nothing", async () => {
    const { tab } = browser();
    const [leader, follower] = [tab(), tab()];
    await until(() => open.size === 1);
    follower!.stream.reopen();
    portalStore.set(localeAtom, 'en');
    leader!.stream.reopen();
    await until(() => connections.length === 2 && open.size === 1);
    expect(connections.map(({ language }) => language)).toEqual(['zh-CN', 'en']);
    send();
    await until(() => follower!.titles.length === 1);
    expect(follower!.languages).toEqual(['en']);
    expect(leader!.languages).toEqual(['en']);
    portalStore.set(localeAtom, 'zh-CN');
  });

  it('does the same where Web Locks are missing, the tabs electing over a BroadcastChannel', async () => {
    let ids = 0;
    const { tab } = browser(
      channelElection(nodeChannel, { beatMs: 20, silenceMs: 500, claimMs: 40 }, () => `tab-${++ids}`),
    );
    const [leader, ...others] = [tab(), tab(), tab()];
    await until(() => open.size === 1);
    send();
    await until(() => others.every(({ titles }) => titles.length === 1));
    leader!.stream.stop();
    send();
    await until(() => others.every(({ titles }) => titles.length === 2));
    expect(connections.map(({ lastEventId }) => lastEventId)).toEqual([undefined, '1']);
    expect(others.map(({ titles }) => titles)).toEqual([titlesUpTo(2), titlesUpTo(2)]);
  });
});
