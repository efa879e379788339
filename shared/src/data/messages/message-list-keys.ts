import { unstable_serialize } from 'swr';
import { MESSAGE_TYPES, type MessageType } from '@portal/shared/contract';
import type { Session } from '../../session/session-state';
import type { SwrKey } from '../../swr/keys';
import { messagePageKey } from './message-pages';

/** The lists of the information center: every message (全部, no type), then one per type. */
export const MESSAGE_LISTS: readonly (MessageType | undefined)[] = [undefined, ...MESSAGE_TYPES];

/** The lists a message of `type` is in: every message's and its type's. */
export const listsHolding = (type: MessageType): readonly (MessageType | undefined)[] => [undefined, type];

/** useSWRInfinite's key of a list: its page `index` (from 0) is the list call's page `index + 1`. */
export const messageListPageKey =
  (session: Session, type: MessageType | undefined) =>
  (index: number): SwrKey | null =>
    messagePageKey(session, type, index + 1);

/** How useSWRInfinite marks the cache entry of a list (SWR's `INFINITE_PREFIX`). */
const INFINITE_PREFIX = '$inf$';

/**
 * Where useSWRInfinite keeps a list's loaded pages in the SWR cache, as `unstable_serialize` of
 * `swr/infinite` names it, without loading that module where only the cache effects run (the host).
 */
export function messageListCacheKey(session: Session, type: MessageType | undefined): string | null {
  const firstPage = messagePageKey(session, type, 1);
  return firstPage && INFINITE_PREFIX + unstable_serialize(firstPage);
}
