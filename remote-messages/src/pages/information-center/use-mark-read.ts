import { useCallback, useState } from 'react';
import { useMarkMessageRead } from '@portal/shared/signed-in';

const without = (ids: ReadonlySet<string>, id: string) => new Set([...ids].filter((listed) => listed !== id));

/**
 * Marking a row read: the row changes at once (and the bell, through the messages module), and
 * goes back if the PUT fails, which the client has shown.
 */
export function useMarkRead() {
  const markMessageRead = useMarkMessageRead();
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());

  const markRead = useCallback(
    async (id: string) => {
      setReadIds((ids) => new Set(ids).add(id));
      if (!(await markMessageRead(id))) setReadIds((ids) => without(ids, id));
    },
    [markMessageRead],
  );

  return { readIds, markRead };
}
