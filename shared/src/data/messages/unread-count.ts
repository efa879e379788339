import { useAtomValue } from 'jotai';
import useSWR, { type ScopedMutator } from 'swr';
import type { CallAnswer } from '@portal/shared/contract';
import { sessionAtom, type Session } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';

type UnreadQuantity = CallAnswer<'unreadQuantity'>;

/**
 * The unread station messages (spec §3) the bell shows. The SWR cache under this key is its one
 * home: a live event, a mark-read and the list all write it through this module.
 */
export function useUnreadCount(): number {
  const session = useAtomValue(sessionAtom);
  return useSWR<UnreadQuantity>(swrKeys.messages.unreadQuantity(session)).data?.count ?? 0;
}

/** A count the server already told (a live event carries it): written without asking again. */
export async function setUnreadCount(mutate: ScopedMutator, session: Session, count: number): Promise<void> {
  const key = swrKeys.messages.unreadQuantity(session);
  if (key) await mutate<UnreadQuantity>(key, { count }, { revalidate: false });
}
