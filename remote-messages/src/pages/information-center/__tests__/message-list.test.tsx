import { screen, within } from '@testing-library/react';
import { PATHS, strings } from '@portal/shared';
import { createGate } from '@portal/shared/testing';
import { aMessage, listAnswer, liveEvent, manyMessages, MESSAGE_ROUTES } from '../../../testing/message-fixtures';
import { informationCenterStrings as text } from '../strings';
import { messageList, renderInformationCenter, rowOf, rowTitles, startFakeApi } from './render-information-center';

const api = startFakeApi();

const listCalls = () => api.callsTo(MESSAGE_ROUTES.list).map((call) => Object.fromEntries(call.query));

/** The pieces of the first message's content, around the card's last four digits. */
const OPENED = ['您的虚拟卡（尾号 ', '）已开通。', '可在“卡片”页查看。'];

const MIXED = [
  aMessage(1, {
    title: '开卡成功',
    content: `<p>${OPENED[0]}<strong>4821</strong>${OPENED[1]}</p><p>${OPENED[2]}</p>`,
    created_at: new Date(2024, 4, 20, 9, 5).toISOString(),
  }),
  aMessage(2, { type: 'ANNOUNCEMENT', title: '系统维护公告', read: true }),
  aMessage(3, { title: '欢迎加入', read: true }),
];

describe('/information-center list', () => {
  it('shows every message newest first, with its type, unread mark, local time and a plain-text excerpt', async () => {
    api.on(MESSAGE_ROUTES.list, listAnswer(MIXED));
    renderInformationCenter();

    expect(screen.getByRole('heading', { level: 1, name: strings.pages.informationCenter })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: text.loading })).toBeInTheDocument();
    expect(await rowTitles()).toEqual(['开卡成功', '系统维护公告', '欢迎加入']);
    expect(listCalls()).toEqual([{ page: '1', page_size: '20' }]);

    const first = rowOf('开卡成功');
    expect(within(first).getByText(text.unread)).toBeInTheDocument();
    expect(within(first).getByText(text.type.STATION_MSG)).toBeInTheDocument();
    expect(within(first).getByText('2024-05-20 09:05')).toBeInTheDocument();
    expect(within(first).getByText(`${OPENED[0]}4821${OPENED[1]} ${OPENED[2]}`)).toBeInTheDocument();
    expect(first.querySelector('strong')).toBeNull();

    expect(within(rowOf('系统维护公告')).getByText(text.type.ANNOUNCEMENT)).toBeInTheDocument();
    expect(within(rowOf('系统维护公告')).queryByText(text.unread)).not.toBeInTheDocument();
    expect(within(rowOf('欢迎加入')).queryByText(text.unread)).not.toBeInTheDocument();
    expect(screen.getByText(text.summary(3, 3))).toBeInTheDocument();
    expect(screen.getByText(text.noMore)).toBeInTheDocument();
  });

  it.each([
    [text.tabs.STATION_MSG, 'STATION_MSG', ['开卡成功', '欢迎加入']],
    [text.tabs.ANNOUNCEMENT, 'ANNOUNCEMENT', ['系统维护公告']],
  ])('the %s tab asks for type %s and shows only those rows', async (tab, type, titles) => {
    api.on(MESSAGE_ROUTES.list, listAnswer(MIXED));
    const { user } = renderInformationCenter();
    await messageList();

    await user.click(screen.getByRole('tab', { name: tab }));
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText(text.summary(titles.length, titles.length));
    expect(await rowTitles()).toEqual(titles);
    expect(listCalls().at(-1)).toEqual({ page: '1', page_size: '20', type });
  });

  it('opens on the tab the address names', async () => {
    api.on(MESSAGE_ROUTES.list, listAnswer(MIXED));
    renderInformationCenter(`${PATHS.informationCenter}?tab=ANNOUNCEMENT`);

    expect(await rowTitles()).toEqual(['系统维护公告']);
    expect(screen.getByRole('tab', { name: text.tabs.ANNOUNCEMENT })).toHaveAttribute('aria-selected', 'true');
    expect(listCalls()).toEqual([{ page: '1', page_size: '20', type: 'ANNOUNCEMENT' }]);
  });

  it('loads the next page on 加载更多 and keeps the pages already shown', async () => {
    api.on(MESSAGE_ROUTES.list, listAnswer(manyMessages(45)));
    const { user } = renderInformationCenter();

    expect(await rowTitles()).toHaveLength(20);
    expect(screen.getByText(text.summary(20, 45))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.loadMore }));
    await screen.findByText(text.summary(40, 45));
    expect((await rowTitles()).slice(18, 22)).toEqual(['消息19', '消息20', '消息21', '消息22']);

    await user.click(screen.getByRole('button', { name: text.loadMore }));
    await screen.findByText(text.summary(45, 45));
    expect(await rowTitles()).toEqual(manyMessages(45).map((message) => message.title));
    expect(screen.getByText(text.noMore)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.loadMore })).not.toBeInTheDocument();
    // Each page was asked for once: the pages already shown were kept, not fetched again.
    expect(listCalls().map((query) => query.page)).toEqual(['1', '2', '3']);
  });

  it('keeps focus on 加载更多 while the next page loads', async () => {
    const answer = listAnswer(manyMessages(25));
    const gate = createGate();
    api.on(MESSAGE_ROUTES.list, async (call) => {
      if (call.query.get('page') === '2') await gate.opened;
      return answer(call);
    });
    const { user } = renderInformationCenter();
    await messageList();

    const button = screen.getByRole('button', { name: text.loadMore });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveTextContent(text.loadingMore);
    expect(button).toHaveFocus();
    // A second press while it loads asks for nothing more.
    await user.keyboard('{Enter}');
    gate.open();

    await screen.findByText(text.summary(25, 25));
    expect(listCalls().map((query) => query.page)).toEqual(['1', '2']);
    expect(screen.getByText(text.noMore)).toBeInTheDocument();
  });

  it('shows a message once when one that arrived live shifts the next page', async () => {
    const messages = manyMessages(25);
    api.on(MESSAGE_ROUTES.list, (call) => listAnswer(messages)(call));
    const { user, live } = renderInformationCenter();
    await messageList();

    const arrived = aMessage(0, { title: '新消息' });
    messages.unshift(arrived);
    live.send(liveEvent(arrived, 1));
    await screen.findByText(text.summary(21, 26));
    await user.click(screen.getByRole('button', { name: text.loadMore }));

    await screen.findByText(text.summary(26, 26));
    expect(await rowTitles()).toEqual(messages.map((message) => message.title));
  });

  it('keeps the loaded rows when the next page fails, and 重试 loads only that page', async () => {
    const messages = manyMessages(30);
    const answer = listAnswer(messages);
    let failPageTwo = true;
    api.on(MESSAGE_ROUTES.list, (call) =>
      call.query.get('page') === '2' && failPageTwo ? { code: 5000, message: '服务繁忙' } : answer(call),
    );
    const { user } = renderInformationCenter();
    await messageList();

    await user.click(screen.getByRole('button', { name: text.loadMore }));
    expect(await screen.findByText(text.loadMoreFailed)).toHaveAttribute('role', 'alert');
    expect(await rowTitles()).toHaveLength(20);

    failPageTwo = false;
    await user.click(screen.getByRole('button', { name: text.retry }));
    await screen.findByText(text.summary(30, 30));
    expect(listCalls().map((query) => query.page)).toEqual(['1', '2', '2']);
  });

  it.each([
    [text.tabs.all, text.empty.all],
    [text.tabs.STATION_MSG, text.empty.STATION_MSG],
    [text.tabs.ANNOUNCEMENT, text.empty.ANNOUNCEMENT],
  ])('says so when the %s tab has nothing: %s', async (tab, empty) => {
    api.on(MESSAGE_ROUTES.list, listAnswer([]));
    const { user } = renderInformationCenter();
    await screen.findByText(text.empty.all);

    await user.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: text.listLabel })).not.toBeInTheDocument();
  });

  it('shows an error with 重试 when the list fails, and 重试 loads it again', async () => {
    let fail = true;
    const answer = listAnswer(MIXED);
    api.on(MESSAGE_ROUTES.list, (call) => (fail ? { code: 5000, message: '服务繁忙', status: 500 } : answer(call)));
    const { user } = renderInformationCenter();

    expect(await screen.findByText(text.loadFailed)).toHaveAttribute('role', 'alert');
    // The client has shown the server's own message too (spec §8).
    expect(screen.getByText(strings.api.withCode('服务繁忙', 5000))).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await rowTitles()).toEqual(['开卡成功', '系统维护公告', '欢迎加入']);
    expect(screen.queryByText(text.loadFailed)).not.toBeInTheDocument();
  });
});
