import { screen, waitFor, within } from '@testing-library/react';
import { strings } from '@portal/shared';
import { createGate } from '@portal/shared/testing';
import { aMessage, listAnswer, MESSAGE_ROUTES } from '../../../testing/message-fixtures';
import { informationCenterStrings as text } from '../strings';
import {
  announcementAt,
  messageList,
  renderInformationCenter,
  rowOf,
  startFakeApi,
  unreadBell,
  unreadName,
} from './render-information-center';

const api = startFakeApi();

/** Words in the bold part of the unread station message's content. */
const USABLE = '可以使用';
const UNREAD_STATION = aMessage(1, {
  id: 'station-1',
  title: '开卡成功',
  content: `<p>卡片已开通，<b>${USABLE}</b>。</p>`,
});
const UNREAD_ANNOUNCEMENT = aMessage(2, { id: 'notice-7', type: 'ANNOUNCEMENT', title: '系统维护公告' });
const READ_STATION = aMessage(3, { id: 'station-3', title: '欢迎加入', read: true });

/** The server's unread count: 2 until a PUT succeeds, then one fewer for each. */
function serveMessages() {
  let unread = 2;
  api.on(MESSAGE_ROUTES.list, listAnswer([UNREAD_STATION, UNREAD_ANNOUNCEMENT, READ_STATION]));
  api.on(MESSAGE_ROUTES.unreadQuantity, () => ({ data: { count: unread } }));
  api.on(MESSAGE_ROUTES.markRead, () => {
    unread -= 1;
    return { data: null };
  });
}

async function renderLoaded() {
  const view = renderInformationCenter();
  await messageList();
  await waitFor(() => expect(unreadBell()).toHaveTextContent('2'));
  return view;
}

describe('opening a message', () => {
  it('expands an unread station message, sends the PUT, marks the row read and updates the bell', async () => {
    serveMessages();
    const { user } = await renderLoaded();

    const opener = screen.getByRole('button', { name: unreadName(UNREAD_STATION.title) });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);

    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const content = screen.getByRole('region', { name: UNREAD_STATION.title });
    expect(within(content).getByText(USABLE)).toBeInTheDocument();
    expect(within(rowOf('开卡成功')).queryByText(text.unread)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo(MESSAGE_ROUTES.markRead).map((call) => call.body)).toEqual([{ id: 'station-1' }]),
    );
    // The count is asked again after the PUT, not only lowered on the page.
    await waitFor(() => expect(api.callsTo(MESSAGE_ROUTES.unreadQuantity)).toHaveLength(2));
    expect(unreadBell()).toHaveTextContent('1');

    // Closing and opening again sends nothing more.
    await user.click(opener);
    expect(screen.queryByRole('region', { name: UNREAD_STATION.title })).not.toBeInTheDocument();
    await user.click(opener);
    expect(api.callsTo(MESSAGE_ROUTES.markRead)).toHaveLength(1);
  });

  it('shows the row and the count as read at once, then takes the count the server gives', async () => {
    serveMessages();
    const gate = createGate();
    api.on(MESSAGE_ROUTES.markRead, async () => {
      await gate.opened;
      return { data: null };
    });
    const { user } = await renderLoaded();

    await user.click(screen.getByRole('button', { name: unreadName(UNREAD_STATION.title) }));
    expect(within(rowOf('开卡成功')).queryByText(text.unread)).not.toBeInTheDocument();
    expect(unreadBell()).toHaveTextContent('1');

    // Meanwhile more messages came: the server's count is the one the bell ends with.
    api.on(MESSAGE_ROUTES.unreadQuantity, { data: { count: 5 } });
    gate.open();
    await waitFor(() => expect(unreadBell()).toHaveTextContent('5'));
  });

  it('puts the row and the count back when the PUT fails, and the client shows why', async () => {
    serveMessages();
    api.on(MESSAGE_ROUTES.markRead, { code: 1004, message: '消息不存在', status: 404 });
    const { user } = await renderLoaded();

    await user.click(screen.getByRole('button', { name: unreadName(UNREAD_STATION.title) }));

    expect(await screen.findByText(strings.api.withCode('消息不存在', 1004))).toBeInTheDocument();
    expect(within(rowOf('开卡成功')).getByText(text.unread)).toBeInTheDocument();
    expect(unreadBell()).toHaveTextContent('2');
  });

  it('sends nothing for a message already read', async () => {
    serveMessages();
    const { user } = await renderLoaded();

    await user.click(screen.getByRole('button', { name: READ_STATION.title }));

    expect(screen.getByRole('region', { name: READ_STATION.title })).toBeInTheDocument();
    expect(api.callsTo(MESSAGE_ROUTES.markRead)).toHaveLength(0);
    expect(unreadBell()).toHaveTextContent('2');
  });

  it('opens an announcement on its details page by id, and marks it read', async () => {
    serveMessages();
    const { user } = await renderLoaded();

    const link = screen.getByRole('link', { name: unreadName(UNREAD_ANNOUNCEMENT.title) });
    expect(link).toHaveAttribute('href', '/information-announcement-details?id=notice-7');
    await user.click(link);

    expect(await screen.findByText(announcementAt(`?id=${UNREAD_ANNOUNCEMENT.id}`))).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo(MESSAGE_ROUTES.markRead).map((call) => call.body)).toEqual([{ id: 'notice-7' }]),
    );
  });

  it('opens from the keyboard', async () => {
    serveMessages();
    const { user } = await renderLoaded();

    // The tabs, then 全部已读 at the end of their row, then the panel and its rows.
    await user.tab();
    expect(screen.getByRole('tab', { name: text.tabs.all })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: text.markAllRead })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: unreadName(UNREAD_STATION.title) })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: UNREAD_STATION.title })).toBeInTheDocument();
  });
});
