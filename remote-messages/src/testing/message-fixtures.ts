import type { StationMessage, StationMessageEvent } from '@portal/shared/contract';
import type { FakeAnswer, RecordedCall, RouteName } from '@portal/shared/testing';

/** The message routes of the API, as `FakeApi.on` and `callsTo` name them. */
export const MESSAGE_ROUTES = {
  list: 'GET /api/v1/msg-center/station-msg/list',
  markRead: 'PUT /api/v1/msg-center/station-msg/read-status',
  unreadQuantity: 'GET /api/v1/msg-center/station-msg/unread-quantity',
  markAllRead: 'PUT /api/v1/msg-center/station-msg/read-all',
} as const satisfies Record<string, RouteName>;

const BASE_TIME = Date.UTC(2024, 4, 20, 8, 0);

/** A station message (or, with `type: 'ANNOUNCEMENT'`, an announcement); number n is n minutes older than the base time. */
export function aMessage(n: number, overrides: Partial<StationMessage> = {}): StationMessage {
  return {
    id: `msg-${n}`,
    type: 'STATION_MSG',
    title: `消息${n}`,
    content: `<p>第${n}条消息的内容</p>`,
    read: false,
    created_at: new Date(BASE_TIME - n * 60_000).toISOString(),
    ...overrides,
  };
}

/** n messages, newest first, numbered from `from`. */
export function manyMessages(count: number, from = 1, overrides: Partial<StationMessage> = {}): StationMessage[] {
  return Array.from({ length: count }, (_, index) => aMessage(from + index, overrides));
}

/** Answers the list call as the API does: filtered by `type`, sliced by `page` and `page_size`, with the total. */
export function listAnswer(messages: readonly StationMessage[]) {
  return (call: RecordedCall): FakeAnswer => {
    const type = call.query.get('type');
    const page = Number(call.query.get('page'));
    const pageSize = Number(call.query.get('page_size'));
    const matching = type ? messages.filter((message) => message.type === type) : messages;
    const list = matching.slice((page - 1) * pageSize, page * pageSize);
    return { data: { list, total: matching.length, page, page_size: pageSize } };
  };
}

/** The live event a message arrives with. */
export function liveEvent(message: StationMessage, unreadQuantity: number): StationMessageEvent {
  const { id, type, title, content } = message;
  return { id, type, title, content, status: 'success', unread_quantity: unreadQuantity };
}
