import { useEffect, useState } from 'react';
import { eventBus } from '@portal/shared';
import { isMessageType } from './message-tabs';
import { informationCenterStrings as text } from './strings';

/**
 * What a screen reader hears when a message arrives while the list is open (the list itself takes
 * the message from the messages module): 收到新消息 and its title.
 */
export function useArrivalAnnouncement(): string {
  const [announcement, setAnnouncement] = useState('');
  useEffect(
    () =>
      eventBus.on('station-message', ({ type, title }) => {
        if (isMessageType(type)) setAnnouncement(text.arrived(title));
      }),
    [],
  );
  return announcement;
}
