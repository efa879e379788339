import type { ScopedMutator } from 'swr';
import type { MessageType, StationMessageQuery } from '@portal/shared/contract';
import type { Session } from '../../session/session-state';
import { revalidateCalls } from '../cache-effects';
import { MESSAGE_LISTS, messageListCacheKey } from './message-list-keys';
import { updatePages, type MessagePage, type MessagePages, type PageUpdate } from './message-list-updates';

/** Whether an SWR key is one page of a list call for `list`, whatever its page or session. */
const isPageOf =
  (list: MessageType | undefined) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === 'stationMessages' && (key[1] as StationMessageQuery | undefined)?.type === list;

/**
 * Applies `update` to every loaded list of the information center, without asking the server:
 * first to each page as the server answered it (useSWRInfinite keeps each page under its own key
 * too, and asks again for a page of the list that differs from it), then to the list, so nothing
 * is asked again for it. A list that was loading a page meanwhile goes on to load it; a list nobody
 * has loaded stays unloaded. Never rejects: only the cache changes.
 */
export async function updateMessageLists(mutate: ScopedMutator, session: Session, update: PageUpdate): Promise<void> {
  const updateList = async (list: MessageType | undefined) => {
    await mutate<MessagePage>(isPageOf(list), (page) => page && update(page, list), { revalidate: false });
    const key = messageListCacheKey(session, list);
    if (key) await mutate<MessagePages>(key, (pages) => pages && updatePages(pages, list, update));
  };
  await Promise.all(MESSAGE_LISTS.map(updateList)).catch(() => undefined);
}

/**
 * After a change the server has taken: a list shown by a remote built before the paged list (its
 * first page under its own key) asks the server again, as it did then; the paged list has it already.
 */
export const revalidateEarlierLists = (mutate: ScopedMutator) => revalidateCalls(mutate, ['stationMessages']);
