import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { callApi, PATHS, sessionAtom, swrKeys, unreadCountAtom } from '@portal/shared';

/** SWR keys of the information center's message list, whatever page or filter they hold. */
const isMessageListKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'stationMessages';

/**
 * Opening a notice (spec §2): marks the message read, goes to the information center, and then
 * brings the unread count and the list up to date. The PUT is sent before navigating and the
 * page is not held back by it; a failure has been shown by the client and changes nothing.
 */
export function useOpenMessage() {
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const setUnread = useSetAtom(unreadCountAtom);
  const { mutate } = useSWRConfig();

  const refresh = useCallback(async () => {
    const unreadKey = swrKeys.messages.unreadQuantity(session);
    if (!unreadKey) return;
    // Written to the SWR cache too, so a mounted bell hook shows it without asking again.
    const answer = await mutate(unreadKey, callApi('unreadQuantity'), { revalidate: false });
    if (answer) setUnread(answer.count);
    // The list may have loaded before the PUT landed; ask again so the message shows read.
    await mutate(isMessageListKey);
  }, [mutate, session, setUnread]);

  return useCallback(
    (id: string) => {
      const marking = callApi('markMessageRead', { id });
      navigate(PATHS.informationCenter);
      marking.then(refresh).catch(() => undefined);
    },
    [navigate, refresh],
  );
}
