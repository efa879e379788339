import type { ScopedMutator } from 'swr';
import { MESSAGE_TYPES, type MessageType, type StationMessageEvent } from '@portal/shared/contract';
import { callApi } from '../../api-client/client';
import type { Session } from '../../session/session-state';
import { messagePageQuery } from './message-pages';
import { updateMessageLists } from './message-list-cache';
import { arrival } from './message-list-updates';

const isMessageType = (type: string): type is MessageType => (MESSAGE_TYPES as readonly string[]).includes(type);

/**
 * A message that arrived on the live stream goes on top of every loaded list it belongs to (全部
 * and its type's), unread and counted, without asking the server; a list that holds it already is
 * left as it is. Events of other types carry no message.
 */
export async function addArrivedMessage(mutate: ScopedMutator, session: Session, event: StationMessageEvent) {
  const { id, type, title, content } = event;
  if (!isMessageType(type)) return;
  // The event carries no time: it has just arrived.
  await updateMessageLists(
    mutate,
    session,
    arrival({ id, type, title, content, read: false, created_at: new Date().toISOString() }),
  );
}

/**
 * A live event's message as the page's language words it, for an event whose stream spoke another
 * language (the tab holding the browser's one stream reads another): asked again from the first
 * page of its type, where it is the newest. As it came when it is not there or the call fails: late
 * or in the other language, the message is still shown.
 */
export async function arrivalInPageLanguage(event: StationMessageEvent): Promise<StationMessageEvent> {
  if (!isMessageType(event.type)) return event;
  try {
    const page = await callApi('stationMessages', messagePageQuery(1, event.type), { silent: true });
    const asked = page.list.find((message) => message.id === event.id);
    return asked ? { ...event, title: asked.title, content: asked.content } : event;
  } catch {
    return event;
  }
}
