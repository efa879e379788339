import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { MESSAGE_TYPES, type MessageType, type StationMessage } from '@portal/shared/contract';
import { localeAtom } from '../../../locale/locale-state';
import { sessionAtom } from '../../../session/session-state';
import { beginSignIn, completeSignIn } from '../../../session/sign-in';
import { portalStore } from '../../../state/store';
import { callRoute, createGate, FakeApi, type RecordedCall } from '../../../testing/fake-api';
import { renderWithPortal } from '../../../testing/render';
import { useMarkAllMessagesRead, useMarkMessageRead } from '../mark-read';
import { addArrivedMessage } from '../message-arrivals';
import { messageListCacheKey, messageListPageKey } from '../message-list-keys';
import { useMessageList } from '../use-message-list';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const LIST = callRoute('stationMessages');
const MARK_READ = callRoute('markMessageRead');
const MARK_ALL_READ = callRoute('markAllMessagesRead');

/** Message n, the newest first; every third an announcement. */
const message = (n: number, read = false): StationMessage => ({
  id: `m${n}`,
  type: n % 3 === 0 ? 'ANNOUNCEMENT' : 'STATION_MSG',
  title: `消息${n}`,
  content: `<p>${n}</p>`,
  read,
  created_at: new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString(),
});

/** What the server holds, newest first; the list call answers it by type and page as the API does. */
let server: StationMessage[];
const listAnswer = (call: RecordedCall) => {
  const type = call.query.get('type');
  const page = Number(call.query.get('page'));
  const size = Number(call.query.get('page_size'));
  const matching = server.filter((each) => !type || each.type === type);
  // A reader of English gets the titles in English, as the API words its own messages.
  const list = matching
    .slice((page - 1) * size, page * size)
    .map((each) => (call.language === 'en' ? { ...each, title: each.title.replace('消息', 'Message ') } : each));
  return { data: { list, total: matching.length, page, page_size: size } };
};
const pagesAsked = () => api.callsTo(LIST).map((call) => call.query.get('page'));

beforeEach(() => {
  api.reset();
  localStorage.clear();
  sessionStorage.clear();
  beginSignIn('token-1');
  completeSignIn('token-1', portalStore);
  server = Array.from({ length: 30 }, (_, index) => message(index + 1));
  api.on(LIST, listAnswer);
});

/** A list as a page shows it: its rows, unread marked, and the next page. */ /** What the test's own list shows while it loads, and its name. */
const LOADING = '加载中';
const LOADING_MORE = '加载更多中';
const LIST_NAME = '消息';

function Rows({ type }: { type?: MessageType }) {
  const list = useMessageList(type);
  if (list.error) return <p>加载失败</p>;
  if (list.isLoading) return <p>{LOADING}</p>;
  return (
    <>
      <ul aria-label={LIST_NAME}>
        {list.messages.map((each) => (
          <li key={each.id}>{`${each.title}${each.read ? '' : ' 未读'}`}</li>
        ))}
      </ul>
      <p>{`${list.messages.length} / ${list.total}`}</p>
      {list.loadingMore && <p>{LOADING_MORE}</p>}
      {list.hasMore && (
        <button type="button" onClick={list.loadMore}>
          加载更多
        </button>
      )}
    </>
  );
}

/** What other parts of the portal do to the messages: a pop-up opened, 全部已读, a live event. */
function Elsewhere() {
  const markRead = useMarkMessageRead();
  const markAllRead = useMarkAllMessagesRead();
  const { mutate } = useSWRConfig();
  const session = useAtomValue(sessionAtom);
  const [list, setList] = useState<'all' | MessageType | 'none'>('all');
  return (
    <>
      <button type="button" onClick={() => void markRead('m1')}>
        打开弹窗消息1
      </button>
      <button type="button" onClick={() => void markAllRead()}>
        全部已读
      </button>
      <button
        type="button"
        onClick={() =>
          void addArrivedMessage(mutate, session, {
            id: 'new',
            type: 'STATION_MSG',
            title: '新消息',
            content: '',
            status: 'success',
            unread_quantity: 1,
          })
        }
      >
        收到新消息
      </button>
      <button type="button" onClick={() => setList('none')}>
        关闭列表
      </button>
      <button type="button" onClick={() => setList('all')}>
        打开列表
      </button>
      {list === 'all' && <Rows />}
    </>
  );
}

const rows = () =>
  within(screen.getByRole('list', { name: LIST_NAME }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('the message list (data/messages)', () => {
  it('is cached where useSWRInfinite keeps it, so the cache effects reach it', () => {
    const session = portalStore.get(sessionAtom);
    for (const type of [undefined, ...MESSAGE_TYPES]) {
      expect(messageListCacheKey(session, type)).toBe(unstable_serialize(messageListPageKey(session, type)));
    }
  });

  it('shows a message opened elsewhere read at once, and unread again when the server refuses', async () => {
    const gate = createGate();
    api.on(MARK_READ, async () => {
      await gate.opened;
      return { code: 1004, message: '消息不存在', status: 404 };
    });
    renderWithPortal(<Elsewhere />, { store: portalStore });
    await screen.findByText('20 / 30');

    await press('打开弹窗消息1');
    await waitFor(() => expect(rows()[0]).toBe('消息1'));
    gate.open();

    await waitFor(() => expect(rows()[0]).toBe('消息1 未读'));
    expect(pagesAsked()).toEqual(['1']);
  });

  it('shows a message opened elsewhere read, though the list answered before the server took it', async () => {
    // Each list call answers what the server held when it came; none answers before the gate opens.
    const answers = createGate();
    const secondListCall = createGate();
    api.on(LIST, async (call) => {
      const answer = listAnswer(call);
      if (api.callsTo(LIST).length === 2) secondListCall.open();
      await answers.opened;
      return answer;
    });
    // The server takes the change only once the list's second call has come: that call answers it unread.
    api.on(MARK_READ, async () => {
      await secondListCall.opened;
      server = server.map((each) => (each.id === 'm1' ? { ...each, read: true } : each));
      return { data: null };
    });
    renderWithPortal(<Elsewhere />, { store: portalStore });
    await screen.findByText(LOADING);

    await press('打开弹窗消息1');
    // Once the server has taken it, the list asks again.
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(2));
    answers.open();

    await screen.findByText('20 / 30');
    expect(rows()[0]).toBe('消息1');
  });

  it('shows every loaded page read after 全部已读, without asking for the pages again', async () => {
    api.on(MARK_ALL_READ, () => {
      server = server.map((each) => ({ ...each, read: true }));
      return { data: { marked: 30 } };
    });
    renderWithPortal(<Elsewhere />, { store: portalStore });
    await screen.findByText('20 / 30');
    await press('加载更多');
    await screen.findByText('30 / 30');

    await press('全部已读');

    await waitFor(() => expect(rows().filter((row) => row?.endsWith('未读'))).toEqual([]));
    expect(pagesAsked()).toEqual(['1', '2']);
  });

  it('takes a message that arrives while its first page loads, and still shows that page', async () => {
    const gate = createGate();
    api.on(LIST, async (call) => {
      await gate.opened;
      return listAnswer(call);
    });
    renderWithPortal(<Elsewhere />, { store: portalStore });
    await screen.findByText(LOADING);

    server.unshift({ ...message(0), id: 'new', title: '新消息' });
    await press('收到新消息');
    gate.open();

    await screen.findByText('20 / 31');
    expect(rows()[0]).toBe('新消息 未读');
  });

  it('takes a message that arrives while the next page loads, and still shows that page', async () => {
    const gate = createGate();
    api.on(LIST, async (call) => {
      if (call.query.get('page') === '2') await gate.opened;
      return listAnswer(call);
    });
    renderWithPortal(<Elsewhere />, { store: portalStore });
    await screen.findByText('20 / 30');
    await press('加载更多');
    await screen.findByText(LOADING_MORE);

    server.unshift({ ...message(0), id: 'new', title: '新消息' });
    await press('收到新消息');
    gate.open();

    await screen.findByText('31 / 31');
    expect(rows().slice(0, 2)).toEqual(['新消息 未读', '消息1 未读']);
    expect(screen.queryByText(LOADING_MORE)).not.toBeInTheDocument();
  });

  it('opens again on its first page, and asks the server for the next page afresh', async () => {
    renderWithPortal(<Elsewhere />, { store: portalStore });
    await screen.findByText('20 / 30');
    await press('加载更多');
    await screen.findByText('30 / 30');

    await press('关闭列表');
    server = server.map((each) => (each.id === 'm25' ? { ...each, title: '改过的消息25' } : each));
    await press('打开列表');
    await screen.findByText('20 / 30');
    await press('加载更多');

    await screen.findByText('30 / 30');
    expect(rows()).toContain('改过的消息25 未读');
    expect(pagesAsked()).toEqual(['1', '2', '1', '2']);
  });

  it('after a language switch keeps the pages it loaded on screen, then shows them all in the new language', async () => {
    const seen: string[] = [];
    const Watched = () => {
      const list = useMessageList();
      seen.push(list.isLoading ? LOADING : `${list.messages.length}`);
      return <Rows />;
    };
    renderWithPortal(<Watched />, { store: portalStore });
    await screen.findByText('20 / 30');
    await press('加载更多');
    await screen.findByText('30 / 30');
    const before = api.callsTo(LIST).length;
    seen.length = 0;

    try {
      await act(async () => portalStore.set(localeAtom, 'en'));
      await waitFor(() => expect(rows()[29]).toBe('Message 30 未读'));
      expect(rows()).toHaveLength(30);
      // Never emptied nor cut back to its first page meanwhile.
      expect(seen.every((shown) => shown === '30')).toBe(true);
      const asked = api.callsTo(LIST).slice(before);
      expect(asked.map((call) => [call.query.get('page'), call.language])).toEqual([
        ['1', 'en'],
        ['2', 'en'],
      ]);
    } finally {
      portalStore.set(localeAtom, 'zh-CN');
    }
  });
});
