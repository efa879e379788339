import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import { callApi, sessionAtom, swrKeys, unreadCountAtom } from '@portal/shared';
import type { Announcement } from '@portal/shared/contract';
import { announcementKey } from './use-announcement';

/** SWR keys of the information center's message list, whatever page or filter they hold. */
const isMessageListKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'stationMessages';

/**
 * Opening an unread announcement marks it read once, then brings the unread count (SWR cache and
 * the bell's atom, as the host's pop-ups do), the message list and the announcement up to date.
 * A failed PUT has been shown by the client and changes nothing.
 */
export function useMarkAnnouncementRead(announcement: Announcement | undefined): void {
  const session = useAtomValue(sessionAtom);
  const setUnread = useSetAtom(unreadCountAtom);
  const { mutate } = useSWRConfig();
  // Remembers the id sent, so a re-render or a revalidation never sends the PUT again.
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!announcement || announcement.read || marked.current === announcement.id) return;
    const { id } = announcement;
    marked.current = id;

    const refresh = async () => {
      const unreadKey = swrKeys.messages.unreadQuantity(session);
      if (unreadKey) {
        const answer = await mutate(unreadKey, callApi('unreadQuantity'), { revalidate: false });
        if (answer) setUnread(answer.count);
      }
      await mutate<Announcement>(announcementKey(session, id), (current) => current && { ...current, read: true }, {
        revalidate: false,
      });
      await mutate(isMessageListKey);
    };
    callApi('markMessageRead', { id })
      .then(refresh)
      .catch(() => undefined);
  }, [announcement, mutate, session, setUnread]);
}
