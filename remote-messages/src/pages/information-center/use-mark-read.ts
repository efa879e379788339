import { useCallback, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useSWRConfig } from 'swr';
import { callApi, sessionAtom, swrKeys, unreadCountAtom } from '@portal/shared';

const without = (ids: ReadonlySet<string>, id: string) => new Set([...ids].filter((listed) => listed !== id));

/**
 * Marking a message read: the row and the bell change at once, then the PUT is sent and the
 * count is asked again and written to the SWR cache and the atom, as the host does for pop-ups.
 * A failure has been shown by the client; the row and the count go back.
 */
export function useMarkRead() {
  const session = useAtomValue(sessionAtom);
  const store = useStore();
  const { mutate } = useSWRConfig();
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());

  const markRead = useCallback(
    async (id: string) => {
      setReadIds((ids) => new Set(ids).add(id));
      const counted = store.get(unreadCountAtom) > 0;
      if (counted) store.set(unreadCountAtom, (count) => count - 1);
      try {
        await callApi('markMessageRead', { id });
      } catch {
        setReadIds((ids) => without(ids, id));
        if (counted) store.set(unreadCountAtom, (count) => count + 1);
        return;
      }
      const unreadKey = swrKeys.messages.unreadQuantity(session);
      if (!unreadKey) return;
      const answer = await mutate(unreadKey, callApi('unreadQuantity'), { revalidate: false }).catch(() => undefined);
      if (answer) store.set(unreadCountAtom, answer.count);
    },
    [mutate, session, store],
  );

  return { readIds, markRead };
}
