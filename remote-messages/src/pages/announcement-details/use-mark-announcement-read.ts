import { useEffect, useRef } from 'react';
import { useMarkMessageRead } from '@portal/shared/signed-in';
import type { Announcement } from '@portal/shared/contract';

/**
 * Opening an unread announcement marks it read once; the messages module brings the bell, the
 * list and the announcement up to date. A failed PUT has been shown by the client and changes nothing.
 */
export function useMarkAnnouncementRead(announcement: Announcement | undefined): void {
  const markRead = useMarkMessageRead();
  // Remembers the id sent, so a re-render or a revalidation never sends the PUT again.
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!announcement || announcement.read || marked.current === announcement.id) return;
    marked.current = announcement.id;
    void markRead(announcement.id);
  }, [announcement, markRead]);
}
