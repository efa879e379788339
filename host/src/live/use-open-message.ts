import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@portal/shared';
import { useMarkMessageRead } from '@portal/shared/signed-in';

/**
 * Opening a notice (spec §2): marks the message read (the messages module brings the bell and the
 * list up to date) and goes to the information center without waiting for it; a failure has been
 * shown by the client and changes nothing.
 */
export function useOpenMessage() {
  const navigate = useNavigate();
  const markRead = useMarkMessageRead();
  return useCallback(
    (id: string) => {
      void markRead(id);
      navigate(PATHS.informationCenter);
    },
    [markRead, navigate],
  );
}
