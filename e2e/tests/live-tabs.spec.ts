import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { BASE_URL } from '../stack';
import { bell, signInBrowser, storeToken } from './helpers';

const EVENTS_PATH = '/api/v1/events';
/** The API's answer to one stream more than a user may hold (10). */
const TOO_MANY_USER_STREAMS = 3011;

const notice = (page: Page, title: string) =>
  page.getByRole('list', { name: '新消息提醒' }).getByRole('listitem').filter({ hasText: title });

async function announce(request: APIRequestContext, title: string) {
  const answer = await request.post('/api/sandbox/admin/announcements', {
    data: { title, content: `<p>${title}</p>` },
  });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
}

/**
 * How many more streams the API lets this session open before its cap of 10 a user refuses one: 10
 * less the streams the user holds. The streams it opened are closed again.
 */
async function streamsLeft(token: string): Promise<number> {
  const opened: AbortController[] = [];
  try {
    for (;;) {
      const controller = new AbortController();
      const answer = await fetch(`${BASE_URL}${EVENTS_PATH}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (answer.headers.get('content-type')?.startsWith('text/event-stream')) {
        opened.push(controller);
        continue;
      }
      expect(((await answer.json()) as { code: number }).code).toBe(TOO_MANY_USER_STREAMS);
      return opened.length;
    }
  } finally {
    for (const controller of opened) controller.abort();
  }
}

/** The browser's Web Locks of live streams (its lock names start so): held and waited for. */
const liveLocks = (page: Page) =>
  page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    const live = (locks: LockInfo[]) => locks.filter((lock) => lock.name?.startsWith('portal-live-events:')).length;
    return { held: live(held), waiting: live(pending) };
  });

test('three tabs of one browser hold one live stream; when the tab holding it closes, another takes over after the last event', async ({
  context,
  request,
}) => {
  const tabs = [await context.newPage(), await context.newPage(), await context.newPage()];
  const account = await signInBrowser(tabs[0]!, request);
  const streams = new Map<Page, Request[]>(tabs.map((tab) => [tab, []]));
  await Promise.all(
    tabs.map(async (tab) => {
      await storeToken(tab, account.token);
      // A stream's answer begins once the API holds it (a request alone may not have reached it).
      tab.on('response', (answer) => {
        if (new URL(answer.url()).pathname === EVENTS_PATH) streams.get(tab)!.push(answer.request());
      });
      await tab.goto('/wallet');
      await expect(bell(tab)).toBeVisible();
    }),
  );

  // Every tab has joined: one holds the live stream's lock, two wait for it (a tab that joined after
  // an event would not have had it).
  await expect.poll(() => liveLocks(tabs[0]!)).toEqual({ held: 1, waiting: 2 });
  const holders = () => tabs.filter((tab) => streams.get(tab)!.length > 0);
  await expect.poll(() => holders().length).toBe(1);

  const first = `三个标签页 ${account.phone.slice(-4)}`;
  await announce(request, first);
  for (const tab of tabs) await expect(notice(tab, first)).toHaveCount(1);
  const [holder] = holders();
  expect(holders()).toHaveLength(1);
  expect(streams.get(holder!)).toHaveLength(1);
  expect(await streamsLeft(account.token)).toBe(9);

  // Posted as soon as the tab closes: live on the new holder's stream, or replayed after its Last-Event-ID.
  await holder!.close();
  const others = tabs.filter((tab) => tab !== holder);
  const second = `接替之后 ${account.phone.slice(-4)}`;
  await announce(request, second);
  for (const tab of others) await expect(notice(tab, second)).toHaveCount(1);
  const taken = others.flatMap((tab) => streams.get(tab)!);
  expect(taken).toHaveLength(1);
  // It asked for what came after the first announcement, the last event the tabs had.
  expect(await taken[0]!.headerValue('last-event-id')).toMatch(/^\d+$/);
});
