import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { callApi } from '../../api-client/client';
import type { CallAnswer, Announcement, MessageType } from '@portal/shared/contract';
import { sessionAtom, type Session } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import { revalidateEarlierLists, updateMessageLists } from './message-list-cache';
import { allRead, readState } from './message-list-updates';

type UnreadQuantity = CallAnswer<'unreadQuantity'>;

/**
 * Marks a message read with all its cache effects, in one place: the bell's count drops and the
 * message shows read in every loaded list at once (both come back if the PUT fails, which the
 * client has shown: offline 操作未完成, as nothing keeps it), then the count is asked again, the
 * message is shown read once more (a list the server answered before it took the change may have
 * come in meanwhile) and the announcement shows read. Answers whether the server took it.
 */
export async function markMessageRead(mutate: ScopedMutator, session: Session, id: string): Promise<boolean> {
  const countKey = swrKeys.messages.unreadQuantity(session);
  let before: UnreadQuantity | undefined;
  const dropOne = (current?: UnreadQuantity) => {
    before = current;
    return current && { count: Math.max(0, current.count - 1) };
  };
  if (countKey) await mutate<UnreadQuantity>(countKey, dropOne, { revalidate: false });
  await updateMessageLists(mutate, session, readState(id, true));
  try {
    await callApi('markMessageRead', { id }, { networkFailure: 'not-done' });
  } catch {
    await Promise.all([
      countKey && mutate<UnreadQuantity>(countKey, before, { revalidate: false }),
      updateMessageLists(mutate, session, readState(id, false)),
    ]).catch(() => undefined);
    return false;
  }
  const announcementKey = swrKeys.messages.announcement(session, undefined, { id });
  // The server took it, whatever becomes of the refresh (a page that has gone has no cache to refresh).
  await Promise.all([
    countKey && mutate(countKey),
    updateMessageLists(mutate, session, readState(id, true)),
    announcementKey &&
      mutate<Announcement>(announcementKey, (current) => current && { ...current, read: true }, { revalidate: false }),
    revalidateEarlierLists(mutate),
  ]).catch(() => undefined);
  return true;
}

/** markMessageRead for the signed-in session of this page. */
export function useMarkMessageRead(): (id: string) => Promise<boolean> {
  const session = useAtomValue(sessionAtom);
  const { mutate } = useSWRConfig();
  return useCallback((id: string) => markMessageRead(mutate, session, id), [mutate, session]);
}

/**
 * 全部已读: marks every message (or those of one type) read. Once the server has taken it they show
 * read in every loaded list, and the bell's count is asked again. A failure has been shown; answers
 * whether the server took it.
 */
export async function markAllMessagesRead(
  mutate: ScopedMutator,
  session: Session,
  type?: MessageType,
): Promise<boolean> {
  try {
    await callApi('markAllMessagesRead', type ? { type } : {}, { networkFailure: 'not-done' });
  } catch {
    return false;
  }
  const countKey = swrKeys.messages.unreadQuantity(session);
  await updateMessageLists(mutate, session, allRead(type));
  await Promise.all([countKey && mutate(countKey), revalidateEarlierLists(mutate)]).catch(() => undefined);
  return true;
}

/** markAllMessagesRead for the signed-in session of this page. */
export function useMarkAllMessagesRead(): (type?: MessageType) => Promise<boolean> {
  const session = useAtomValue(sessionAtom);
  const { mutate } = useSWRConfig();
  return useCallback((type?: MessageType) => markAllMessagesRead(mutate, session, type), [mutate, session]);
}
