import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { completeSignIn, noticesAtom, portalStore, strings } from '@portal/shared';
import { useUnreadCount } from '@portal/shared/signed-in';
import type { Announcement } from '@portal/shared/contract';
import { FakeApi, callRoute, renderWithPortal } from '@portal/shared/testing';
import { AnnouncementDetailsPage } from '../announcement-details-page';
import { announcementStrings as t } from '../strings';

const ID = '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90';
// This announcement only: a page that asks for another gets no answer, and fails.
const GET_ANNOUNCEMENT = callRoute('announcement', { id: ID });
const MARK_READ = 'PUT /api/v1/msg-center/station-msg/read-status';
const UNREAD = 'GET /api/v1/msg-center/station-msg/unread-quantity';
const PAGE = '/information-announcement-details';

/** The announcement's section heading and text. */
const SECTION = '维护时间';
const BODY = '系统将于今晚 23:00 升级，届时暂停服务。';
/** The name of the test's bell probe, and what the information center's stand-in shows. */
const UNREAD_COUNT = '未读数';
const AT_CENTER = '到达消息中心';

const ANNOUNCEMENT: Announcement = {
  id: ID,
  title: '系统维护公告',
  content: `<h3>${SECTION}</h3><p>${BODY}</p>`,
  // Built in local time, so the expected text holds in any time zone.
  created_at: new Date(2024, 4, 20, 9, 5).toISOString(),
  // Read already, so only the tests about marking send the PUT (and none outlives its test).
  read: true,
};
const UNREAD_ANNOUNCEMENT: Announcement = { ...ANNOUNCEMENT, read: false };

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on(GET_ANNOUNCEMENT, { data: ANNOUNCEMENT });
  api.on(UNREAD, { data: { count: 4 } });
  api.on(MARK_READ, { data: null });
  localStorage.clear();
  sessionStorage.clear();
});

/** What the header's bell would show: the one unread count. */
function BellProbe() {
  return <output aria-label={UNREAD_COUNT}>{useUnreadCount()}</output>;
}

function openPage(search = `?id=${ID}`) {
  const store = createStore();
  completeSignIn('t', store);
  const user = userEvent.setup();
  const view = renderWithPortal(
    <>
      <BellProbe />
      <Routes>
        <Route path={PAGE} element={<AnnouncementDetailsPage />} />
        <Route path="/information-center" element={<p>{AT_CENTER}</p>} />
      </Routes>
    </>,
    { route: `${PAGE}${search}`, store },
  );
  return { user, ...view };
}

describe('/information-announcement-details', () => {
  it('shows the announcement title under the page title, its local time and its content', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: ANNOUNCEMENT.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: strings.pages.announcementDetails })).toBeInTheDocument();
    expect(screen.getByText('2024-05-20 09:05')).toHaveAttribute('datetime', ANNOUNCEMENT.created_at);
    expect(screen.getByRole('heading', { level: 3, name: SECTION })).toBeInTheDocument();
    expect(screen.getByText(BODY)).toBeInTheDocument();
  });

  it('shows a spinner while the announcement loads', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const realFetch = globalThis.fetch;
    const held = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input).includes('/announcement/')) await gate;
      return realFetch(input, init);
    });
    try {
      openPage();
      expect(await screen.findByRole('status', { name: t.loading })).toBeInTheDocument();
      release();
      expect(await screen.findByRole('heading', { level: 2, name: ANNOUNCEMENT.title })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: t.loading })).not.toBeInTheDocument();
    } finally {
      held.mockRestore();
    }
  });

  it('marks an unread announcement read once and updates the unread count everywhere', async () => {
    // Five unread until the PUT lands, four after it.
    const answered: number[] = [];
    api.on(UNREAD, () => {
      answered.push(api.callsTo(MARK_READ).length === 0 ? 5 : 4);
      return { data: { count: answered.at(-1) } };
    });
    api.on(GET_ANNOUNCEMENT, { data: UNREAD_ANNOUNCEMENT });
    openPage();
    await waitFor(() => expect(answered).toEqual([5, 4]));
    expect(api.callsTo(MARK_READ)).toEqual([expect.objectContaining({ body: { id: ID } })]);
    // The bell loaded 5 itself; the mark-read asked again into the same SWR key, so it shows 4.
    await waitFor(() => expect(screen.getByRole('status', { name: UNREAD_COUNT })).toHaveTextContent('4'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo(MARK_READ)).toHaveLength(1);
    expect(api.callsTo(UNREAD)).toHaveLength(2);
  });

  it('offline, says plainly the announcement was not marked read, and the count comes back', async () => {
    api.on(GET_ANNOUNCEMENT, { data: UNREAD_ANNOUNCEMENT });
    api.on(MARK_READ, { networkError: true });
    portalStore.set(noticesAtom, []);
    openPage();
    await waitFor(() => expect(api.callsTo(MARK_READ)).toHaveLength(1));
    await waitFor(() =>
      expect(portalStore.get(noticesAtom).map((notice) => notice.text)).toEqual([strings.api.networkNotDone]),
    );
    expect(screen.getByRole('status', { name: UNREAD_COUNT })).toHaveTextContent('4');
  });

  it('does not mark an announcement already read', async () => {
    openPage();
    await screen.findByRole('heading', { level: 2, name: ANNOUNCEMENT.title });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo(MARK_READ)).toHaveLength(0);
    expect(screen.getByRole('status', { name: UNREAD_COUNT })).toHaveTextContent('4');
  });

  it.each([
    ['no id', ''],
    ['an empty id', '?id=%20'],
  ])('with %s says the announcement does not exist and leads back to the information center', async (_case, search) => {
    const { user } = openPage(search);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
    expect(api.calls.filter((call) => call.path.includes('/announcement/'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: t.backToCenter }));
    expect(await screen.findByText(AT_CENTER)).toBeInTheDocument();
  });

  it.each([
    ['an id the server does not know (1004)', { code: 1004, message: '请求的资源不存在', status: 404 }],
    ['an id that is not an announcement id (1001)', { code: 1001, message: '参数 id 格式不正确', status: 400 }],
  ])('with %s says the announcement does not exist, without a second notice', async (_case, failure) => {
    api.on(GET_ANNOUNCEMENT, failure);
    const { user } = openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
    expect(screen.queryByText(strings.api.withCode(failure.message, failure.code))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.retry })).not.toBeInTheDocument();
    expect(api.callsTo(MARK_READ)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: t.backToCenter }));
    expect(await screen.findByText(AT_CENTER)).toBeInTheDocument();
  });

  it('on a network error shows the network message and loads again on 重试', async () => {
    api.on(GET_ANNOUNCEMENT, { networkError: true });
    const { user } = openPage();
    expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
    expect(screen.getByText(strings.api.networkRead)).toBeInTheDocument();
    api.on(GET_ANNOUNCEMENT, { data: UNREAD_ANNOUNCEMENT });
    await user.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: ANNOUNCEMENT.title })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(MARK_READ)).toHaveLength(1));
    await waitFor(() => expect(api.callsTo(UNREAD)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('status', { name: UNREAD_COUNT })).toHaveTextContent('4'));
  });

  it('renders hostile HTML as text and runs none of it', async () => {
    const hacked = () => (window as Window & { hacked?: boolean }).hacked;
    const hostileTitle = '<img src=x onerror="window.hacked = true">公告';
    const body = '正文';
    const link = '点我';
    api.on(GET_ANNOUNCEMENT, {
      data: {
        ...ANNOUNCEMENT,
        title: hostileTitle,
        content:
          `<p>${body}</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">` +
          `<a href="javascript:window.hacked = true">${link}</a>`,
      },
    });
    const { user, container } = openPage();
    expect(await screen.findByText(body)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(hostileTitle);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const shown = screen.getByText(link);
    expect(shown).not.toHaveAttribute('href');
    await user.click(shown);
    expect(hacked()).toBeUndefined();
  });
});
