import { screen, waitFor, within } from '@testing-library/react';
import type { StationMessage } from '@portal/shared/contract';
import type { FakeEventStream } from '@portal/shared/testing';
import { aMessage, listAnswer, liveEvent, MESSAGE_ROUTES } from '../../../testing/message-fixtures';
import { informationCenterStrings as text } from '../strings';
import {
  messageList,
  renderInformationCenter,
  rowOf,
  rowTitles,
  startFakeApi,
  unreadBell,
  unreadName,
} from './render-information-center';

const api = startFakeApi();

const LISTED = [
  aMessage(1, { title: '开卡成功' }),
  aMessage(2, { type: 'ANNOUNCEMENT', title: '系统维护公告', read: true }),
];
/** The first words of the live station message's content. */
const SPENT = '刚刚消费';
const NEW_STATION = aMessage(0, { id: 'live-1', title: '卡片消费提醒', content: `<p>${SPENT} <b>25.99 USD</b></p>` });
const NEW_ANNOUNCEMENT = aMessage(0, { id: 'live-2', type: 'ANNOUNCEMENT', title: '新功能上线' });

/** What the server holds: a message that arrives live is the server's newest, as with the API. */
let serverMessages: StationMessage[];

beforeEach(() => {
  serverMessages = [...LISTED];
  api.on(MESSAGE_ROUTES.list, (call) => listAnswer(serverMessages)(call));
});

/** A message reaches the server, and the live stream tells of it with the unread count. */
function arrive(live: FakeEventStream, message: StationMessage, unread = 2) {
  if (!serverMessages.some((listed) => listed.id === message.id)) serverMessages.unshift(message);
  live.send(liveEvent(message, unread));
}

const unreadHeading = (title: string) => screen.findByRole('heading', { level: 2, name: unreadName(title) });

describe('live messages', () => {
  it('puts a new message at the top, unread, without asking the server again', async () => {
    const { live } = renderInformationCenter();
    await messageList();
    const listCalls = api.callsTo(MESSAGE_ROUTES.list).length;

    arrive(live, NEW_STATION);

    await unreadHeading('卡片消费提醒');
    expect(await rowTitles()).toEqual(['卡片消费提醒', '开卡成功', '系统维护公告']);
    const row = rowOf('卡片消费提醒');
    expect(within(row).getByText(`${SPENT} 25.99 USD`)).toBeInTheDocument();
    expect(screen.getByText(text.summary(3, 3))).toBeInTheDocument();
    expect(screen.getByText(text.arrived('卡片消费提醒'))).toBeInTheDocument();
    expect(api.callsTo(MESSAGE_ROUTES.list)).toHaveLength(listCalls);
  });

  it('adds no second row for a message already listed or already arrived', async () => {
    const { live } = renderInformationCenter();
    await messageList();

    arrive(live, LISTED[0]!, 1);
    arrive(live, NEW_STATION, 2);
    arrive(live, NEW_STATION, 3);

    // The bell shows the last event's count once every event has been taken.
    await waitFor(() => expect(unreadBell()).toHaveTextContent('3'));
    expect(await rowTitles()).toEqual(['卡片消费提醒', '开卡成功', '系统维护公告']);
    expect(screen.getByText(text.summary(3, 3))).toBeInTheDocument();
  });

  it('shows an arrival only on the tabs it belongs to', async () => {
    const { user, live } = renderInformationCenter();
    await messageList();
    await user.click(screen.getByRole('tab', { name: text.tabs.ANNOUNCEMENT }));
    expect(await rowTitles()).toEqual(['系统维护公告']);

    arrive(live, NEW_STATION);
    arrive(live, NEW_ANNOUNCEMENT);
    await unreadHeading('新功能上线');
    expect(await rowTitles()).toEqual(['新功能上线', '系统维护公告']);

    await user.click(screen.getByRole('tab', { name: text.tabs.STATION_MSG }));
    await screen.findByText(text.summary(2, 2));
    expect(await rowTitles()).toEqual(['卡片消费提醒', '开卡成功']);

    await user.click(screen.getByRole('tab', { name: text.tabs.all }));
    await screen.findByText(text.summary(4, 4));
    expect(await rowTitles()).toEqual(['新功能上线', '卡片消费提醒', '开卡成功', '系统维护公告']);
  });

  it('moves the bell to the unread count the event carries', async () => {
    const { live } = renderInformationCenter();
    await messageList();

    arrive(live, NEW_STATION, 9);

    await unreadHeading('卡片消费提醒');
    await waitFor(() => expect(unreadBell()).toHaveTextContent('9'));
  });
});
