import { useState } from 'react';
import { Button } from '@portal/shared';
import { useMarkAllMessagesRead, useUnreadCount } from '@portal/shared/signed-in';
import type { MessageType } from '@portal/shared/contract';
import { informationCenterStrings as text } from './strings';

/**
 * 全部已读: marks every message of the open tab read (all of them on 全部). Shown while anything is
 * unread; the list and the bell follow from the server once it has taken it.
 */
export function MarkAllRead({ type }: { type: MessageType | undefined }) {
  const markAllRead = useMarkAllMessagesRead();
  const unread = useUnreadCount();
  const [pending, setPending] = useState(false);
  if (unread <= 0) return null;

  async function markAll() {
    setPending(true);
    try {
      await markAllRead(type);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button type="button" variant="text" loading={pending} onClick={() => void markAll()}>
      {text.markAllRead}
    </Button>
  );
}
