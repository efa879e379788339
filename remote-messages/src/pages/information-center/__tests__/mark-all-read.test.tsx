import { screen, waitFor } from '@testing-library/react';
import type { StationMessage } from '@portal/shared/contract';
import { aMessage, listAnswer, MESSAGE_ROUTES } from '../../../testing/message-fixtures';
import { informationCenterStrings as text } from '../strings';
import { messageList, renderInformationCenter, startFakeApi, unreadBell } from './render-information-center';

const api = startFakeApi();

/** 120 unread messages (the bell shows 99+), the first two of them announcements; PUT read-all marks the asked ones read. */
function serveManyUnread() {
  let messages: StationMessage[] = Array.from({ length: 120 }, (_, index) =>
    aMessage(index + 1, {
      id: `m${index + 1}`,
      title: `消息 ${index + 1}`,
      ...(index < 2 && { type: 'ANNOUNCEMENT' as const }),
    }),
  );
  api.on(MESSAGE_ROUTES.list, (call) => listAnswer(messages)(call));
  api.on(MESSAGE_ROUTES.unreadQuantity, () => ({
    data: { count: messages.filter((message) => !message.read).length },
  }));
  api.on(MESSAGE_ROUTES.markAllRead, (call) => {
    const { type } = call.body as { type?: string };
    const marked = messages.filter((message) => !message.read && (!type || message.type === type)).length;
    messages = messages.map((message) => (!type || message.type === type ? { ...message, read: true } : message));
    return { data: { marked } };
  });
}

describe('全部已读', () => {
  it('marks every message read at once: the rows and the bell follow the server', async () => {
    serveManyUnread();
    const { user } = renderInformationCenter();
    await messageList();
    await waitFor(() => expect(unreadBell()).toHaveTextContent('120'));
    expect(screen.getAllByText(text.unread).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: text.markAllRead }));

    expect(api.callsTo(MESSAGE_ROUTES.markAllRead).map((call) => call.body)).toEqual([{}]);
    await waitFor(() => expect(unreadBell()).toHaveTextContent(/^0$/));
    await waitFor(() => expect(screen.queryAllByText(text.unread)).toHaveLength(0));
    // Nothing is unread any more: the action goes away.
    expect(screen.queryByRole('button', { name: text.markAllRead })).not.toBeInTheDocument();
  });

  it('on a type tab marks only that type', async () => {
    serveManyUnread();
    const { user } = renderInformationCenter('/information-center?tab=ANNOUNCEMENT');
    await messageList();
    await waitFor(() => expect(unreadBell()).toHaveTextContent('120'));
    await user.click(screen.getByRole('button', { name: text.markAllRead }));
    expect(api.callsTo(MESSAGE_ROUTES.markAllRead).map((call) => call.body)).toEqual([{ type: 'ANNOUNCEMENT' }]);
    await waitFor(() => expect(unreadBell()).toHaveTextContent('118'));
  });

  it('is not offered while nothing is unread', async () => {
    api.on(MESSAGE_ROUTES.list, listAnswer([aMessage(1, { read: true })]));
    renderInformationCenter();
    await messageList();
    expect(screen.queryByRole('button', { name: text.markAllRead })).not.toBeInTheDocument();
  });
});
