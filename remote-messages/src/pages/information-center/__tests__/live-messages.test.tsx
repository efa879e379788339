import { act, screen, within } from '@testing-library/react';
import { eventBus } from '@portal/shared';
import { aMessage, listAnswer, liveEvent, MESSAGE_ROUTES } from '../../../testing/message-fixtures';
import {
  messageList,
  renderInformationCenter,
  rowOf,
  rowTitles,
  startFakeApi,
  unreadBell,
} from './render-information-center';

const api = startFakeApi();

const LISTED = [
  aMessage(1, { title: '开卡成功' }),
  aMessage(2, { type: 'ANNOUNCEMENT', title: '系统维护公告', read: true }),
];
const NEW_STATION = aMessage(0, { id: 'live-1', title: '卡片消费提醒', content: '<p>刚刚消费 <b>25.99 USD</b></p>' });
const NEW_ANNOUNCEMENT = aMessage(0, { id: 'live-2', type: 'ANNOUNCEMENT', title: '新功能上线' });

const emit = (message: typeof NEW_STATION, unread = 2) =>
  act(() => eventBus.emit('station-message', liveEvent(message, unread)));

beforeEach(() => api.on(MESSAGE_ROUTES.list, listAnswer(LISTED)));

describe('live messages', () => {
  it('puts a new message at the top, unread, without asking the server again', async () => {
    renderInformationCenter();
    await messageList();
    const listCalls = api.callsTo(MESSAGE_ROUTES.list).length;

    emit(NEW_STATION);

    expect(await rowTitles()).toEqual(['卡片消费提醒', '开卡成功', '系统维护公告']);
    const row = rowOf('卡片消费提醒');
    expect(within(row).getByText('未读')).toBeInTheDocument();
    expect(within(row).getByText('刚刚消费 25.99 USD')).toBeInTheDocument();
    expect(screen.getByText('已显示 3 条，共 3 条')).toBeInTheDocument();
    expect(screen.getByText('收到新消息：卡片消费提醒')).toBeInTheDocument();
    expect(api.callsTo(MESSAGE_ROUTES.list)).toHaveLength(listCalls);
  });

  it('adds no second row for a message already listed or already arrived', async () => {
    renderInformationCenter();
    await messageList();

    emit(LISTED[0]!);
    emit(NEW_STATION);
    emit(NEW_STATION);

    expect(await rowTitles()).toEqual(['卡片消费提醒', '开卡成功', '系统维护公告']);
  });

  it('shows an arrival only on the tabs it belongs to', async () => {
    const { user } = renderInformationCenter();
    await messageList();
    await user.click(screen.getByRole('tab', { name: '公告' }));
    expect(await rowTitles()).toEqual(['系统维护公告']);

    emit(NEW_STATION);
    emit(NEW_ANNOUNCEMENT);
    expect(await rowTitles()).toEqual(['新功能上线', '系统维护公告']);

    await user.click(screen.getByRole('tab', { name: '站内信' }));
    await screen.findByText('已显示 2 条，共 2 条');
    expect(await rowTitles()).toEqual(['卡片消费提醒', '开卡成功']);
  });

  it('leaves the unread count to the shared live hook, which sets it from the event', async () => {
    renderInformationCenter();
    await messageList();

    emit(NEW_STATION, 9);

    await screen.findByRole('heading', { level: 2, name: /卡片消费提醒$/ });
    expect(unreadBell()).toHaveTextContent('0');
  });
});
