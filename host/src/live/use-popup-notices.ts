import { useCallback, useEffect, useState } from 'react';
import { eventBus, type EventBus } from '@portal/shared';
import { addNotice, toNotice, type PopupNotice } from './notice-rules';
import { liveStrings } from './strings';

/** The stacked notices: each 'station-message' on the bus adds one on top (spec §4). */
export function usePopupNotices(bus: EventBus = eventBus) {
  const [notices, setNotices] = useState<PopupNotice[]>([]);
  /** Set on arrival only, so closing a notice is not read out as a new one. */
  const [announcement, setAnnouncement] = useState('');

  useEffect(
    () =>
      bus.on('station-message', (event) => {
        const notice = toNotice(event);
        if (!notice) return;
        setNotices((current) => addNotice(current, notice));
        setAnnouncement(liveStrings.arrived(notice.title));
      }),
    [bus],
  );

  const remove = useCallback((id: string) => setNotices((current) => current.filter((item) => item.id !== id)), []);

  const clear = useCallback(() => setNotices([]), []);

  return { notices, announcement, remove, clear };
}
