import type { ScopedMutator } from 'swr';
import { MESSAGE_TYPES, type MessageType, type StationMessageEvent } from '@portal/shared/contract';
import type { Session } from '../../session/session-state';
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
