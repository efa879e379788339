import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { useLocation } from 'react-router-dom';
import { eventBus, completeSignIn } from '@portal/shared';
import { useUnreadCount } from '@portal/shared/signed-in';
import type { StationMessageEvent } from '@portal/shared/contract';
import { renderWithPortal } from '@portal/shared/testing';
import { PopupNotices } from '../popup-notices';
import { FakeApi } from '@portal/shared/testing';
import { liveStrings as text } from '../strings';
import { truncateTitle } from '../notice-rules';

const api = new FakeApi();
let serverUnread = 0;

beforeAll(async () => {
  await api.start();
});
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/v1/msg-center/station-msg/unread-quantity', () => ({ data: { count: serverUnread } }));
  api.on('PUT /api/v1/msg-center/station-msg/read-status', { data: null });
  localStorage.clear();
});

/** A title longer than a notice shows. */
const LONG_TITLE = '批量开卡失败三张请查看失败原因并重试';
/** The test's own stand-in for the bell. */
const UNREAD_COUNT = '未读数';

const message = (id: string, title = `消息${id}`): StationMessageEvent => ({
  type: 'STATION_MSG',
  unread_quantity: 3,
  id,
  title,
  status: 'success',
  content: '<p>正文</p>',
});

const arrive = (...events: StationMessageEvent[]) =>
  act(() => {
    for (const event of events) eventBus.emit('station-message', event);
  });

function Where() {
  return <p>{`path:${useLocation().pathname}`}</p>;
}

/** What the header's bell shows: the one unread count. */
function BellCount() {
  return <output aria-label={UNREAD_COUNT}>{useUnreadCount()}</output>;
}

function renderNotices({ route = '/wallet', withBell = false } = {}) {
  const store = createStore();
  completeSignIn('live-token', store);
  return renderWithPortal(
    <>
      <PopupNotices />
      {withBell && <BellCount />}
      <Where />
    </>,
    { route, store },
  );
}

const notices = () => within(screen.getByRole('list', { name: text.stackLabel })).getAllByRole('listitem');
const openButton = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });

describe('pop-up notices (spec §2, §4, §9)', () => {
  it('a station message adds a notice with the cut title, announced politely', async () => {
    renderNotices();
    await arrive(message('m1', LONG_TITLE));
    const [notice] = notices();
    expect(notice).toHaveTextContent(truncateTitle(LONG_TITLE));
    expect(within(notice!).getByRole('button', { name: new RegExp(`^${truncateTitle(LONG_TITLE)}`) })).toHaveAttribute(
      'title',
      LONG_TITLE,
    );
    expect(screen.getByRole('status')).toHaveTextContent(text.arrived(LONG_TITLE));
  });

  it('collapsed, only the newest notice shows and a button counts the others', async () => {
    renderNotices();
    await arrive(message('1'));
    expect(notices()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: text.showMore(1) })).not.toBeInTheDocument();
    await arrive(message('2'), message('3'));
    expect(notices().map((item) => item.textContent)).toEqual([`${message('3').title}${text.types.STATION_MSG}×`]);
    expect(screen.getByRole('button', { name: text.showMore(2) })).toHaveAttribute('aria-expanded', 'false');
  });

  it('six messages leave the newest five: expanded, offset 0, 80, 160, 240 and 320 px; collapsed again on 收起', async () => {
    renderNotices();
    await arrive(...['1', '2', '3', '4', '5', '6'].map((id) => message(id)));
    await userEvent.click(screen.getByRole('button', { name: text.showMore(4) }));
    const items = notices();
    expect(items.map((item) => within(item).getAllByRole('button')[0]!.textContent)).toEqual([
      `${message('6').title}${text.types.STATION_MSG}`,
      `${message('5').title}${text.types.STATION_MSG}`,
      `${message('4').title}${text.types.STATION_MSG}`,
      `${message('3').title}${text.types.STATION_MSG}`,
      `${message('2').title}${text.types.STATION_MSG}`,
    ]);
    expect(items.map((item) => item.style.top)).toEqual(['0px', '80px', '160px', '240px', '320px']);
    await userEvent.click(screen.getByRole('button', { name: text.showFewer }));
    expect(notices()).toHaveLength(1);
    expect(screen.getByRole('button', { name: text.showMore(4) })).toBeInTheDocument();
  });

  it('a click marks the message read, updates the unread count and opens the information center', async () => {
    serverUnread = 3;
    renderNotices({ withBell: true });
    await waitFor(() => expect(screen.getByRole('status', { name: UNREAD_COUNT })).toHaveTextContent('3'));
    serverUnread = 2;
    await arrive(message('m2'), message('m1'));
    await userEvent.click(openButton('消息m1'));

    expect(screen.getByText('path:/information-center')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: text.stackLabel })).not.toBeInTheDocument();
    // The bell's first load, the mark-read, then the count asked again.
    await waitFor(() => expect(api.calls.map((call) => call.method)).toEqual(['GET', 'PUT', 'GET']));
    expect(screen.getByRole('status', { name: UNREAD_COUNT })).toHaveTextContent('2');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ path: '/api/v1/msg-center/station-msg/read-status', body: { id: 'm1' } });
  });

  it('the close icon dismisses a notice without marking it read, focus moving to the next', async () => {
    renderNotices();
    await arrive(message('m1'), message('m2'), message('m3'));
    await userEvent.click(screen.getByRole('button', { name: text.showMore(2) }));
    const [, middle] = notices();
    await userEvent.click(within(middle!).getByRole('button', { name: text.close }));

    expect(notices().map((item) => item.textContent)).toEqual(
      ['m3', 'm1'].map((id) => `${message(id).title}${text.types.STATION_MSG}×`),
    );
    expect(notices().map((item) => item.style.top)).toEqual(['0px', '80px']);
    expect(openButton('消息m1')).toHaveFocus();
    expect(screen.getByText('path:/wallet')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });

  it('sits in a landmark, and 全部关闭 closes them all without marking any read, reading going on from the page heading', async () => {
    const user = userEvent.setup();
    renderNotices();
    const heading = document.createElement('h1');
    heading.textContent = '钱包';
    document.body.append(heading);
    try {
      await arrive(message('m1'));
      expect(screen.queryByRole('button', { name: text.closeAll })).not.toBeInTheDocument();
      await arrive(message('m2'), message('m3'));
      expect(screen.getByRole('complementary', { name: text.stackLabel })).toContainElement(screen.getByRole('list'));
      screen.getByRole('button', { name: text.closeAll }).focus();
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('list', { name: text.stackLabel })).not.toBeInTheDocument();
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
      expect(heading).toHaveFocus();
      expect(api.calls).toEqual([]);
    } finally {
      heading.remove();
    }
  });

  it('is usable from the keyboard: Tab reaches a notice, Escape dismisses it, Enter opens one', async () => {
    const user = userEvent.setup();
    renderNotices();
    await arrive(message('m1'), message('m2'));
    await user.tab();
    expect(openButton('消息m2')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(notices()).toHaveLength(1);
    expect(openButton('消息m1')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('path:/information-center')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ id: 'm1' }));
  });

  it('shows nothing on /information-center, where arriving messages get no notice', async () => {
    renderNotices({ route: '/information-center' });
    await arrive(message('m1'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing while signed out', async () => {
    renderWithPortal(<PopupNotices />, { route: '/wallet' });
    await arrive(message('m1'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
