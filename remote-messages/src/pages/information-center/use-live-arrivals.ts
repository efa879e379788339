import { useEffect, useState } from 'react';
import { eventBus } from '@portal/shared';
import type { StationMessage } from '@portal/shared/contract';
import { isMessageType } from './message-tabs';

/**
 * Messages that arrive on the live stream while the page is open, newest first, each once.
 * The unread count is not touched here: the shared live hook sets it from the event.
 */
export function useLiveArrivals(): readonly StationMessage[] {
  const [arrivals, setArrivals] = useState<StationMessage[]>([]);
  useEffect(
    () =>
      eventBus.on('station-message', ({ id, type, title, content }) => {
        if (!isMessageType(type)) return;
        // The event carries no time: it has just arrived.
        const message: StationMessage = { id, type, title, content, read: false, created_at: new Date().toISOString() };
        setArrivals((list) => (list.some((listed) => listed.id === id) ? list : [message, ...list]));
      }),
    [],
  );
  return arrivals;
}
