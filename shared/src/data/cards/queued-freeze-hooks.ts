import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { sessionKeptSnapshot, subscribeSessionKept } from '../../session/session-kept';
import { sessionAtom } from '../../session/session-state';
import { useDataContext } from '../data-context';
import { watchQueuedFreezes } from './freeze-card';
import { queuedFreezeOf, type QueuedFreeze } from './queued-freezes';

/** The freeze this session keeps for a card, or null; follows this tab's and other tabs' changes. */
export function useQueuedFreeze(cardId: string): QueuedFreeze | null {
  const session = useAtomValue(sessionAtom);
  const raw = useSyncExternalStore(subscribeSessionKept, sessionKeptSnapshot, () => null);
  return useMemo(() => queuedFreezeOf(raw, session, cardId), [raw, session, cardId]);
}

/**
 * Sends the freezes this session kept offline, now and whenever the connection comes back, for the
 * life of the page: the host's signed-in layout mounts it, so they go whatever page is shown.
 */
export function useQueuedFreezeSender(): void {
  const context = useDataContext();
  useEffect(() => watchQueuedFreezes(context), [context]);
}
