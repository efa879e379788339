import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { MessageType, StationMessage } from '@portal/shared/contract';
import { currentLocale } from '../../locale/locale-state';
import { sessionAtom } from '../../session/session-state';
import { useAnswerInPageLanguage } from '../../swr/answer-language';
import { messageListCacheKey, messageListPageKey } from './message-list-keys';
import { listedMessages, type MessagePage } from './message-list-updates';
import { MESSAGE_PAGE_SIZE, messagePageKey } from './message-pages';

/** One tab of the information center as its list shows it. */
export interface MessageList {
  /** Every message loaded, newest first, each once. */
  messages: StationMessage[];
  /** How many the server has, counting those that arrived live since. */
  total: number;
  /** The first page is on its way. */
  isLoading: boolean;
  /** Why the first page failed (the client has shown it); the pages after it fail on their own. */
  error: unknown;
  /** Asks for the first page again. */
  retry: () => void;
  /** The server has messages after the last page loaded. */
  hasMore: boolean;
  /** The next page is on its way. */
  loadingMore: boolean;
  /** The next page failed (the client has shown why): the rows loaded stay, and loadMore asks again. */
  loadMoreFailed: boolean;
  /** Asks for the next page (again, after a failure); nothing while one is on its way. */
  loadMore: () => void;
}

/**
 * The messages of a tab (every message, or one type), newest first, a page at a time: the first
 * page when the list opens, the next on 加载更多. The pages live in the SWR cache, where a live
 * arrival and a mark-read change them (`data/messages`), and the list opens on its first page
 * again next time.
 */
export function useMessageList(type?: MessageType): MessageList {
  const session = useAtomValue(sessionAtom);
  const { mutate: mutateCache } = useSWRConfig();
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<MessagePage>(
    messageListPageKey(session, type),
    // The pages already shown are not asked again for 加载更多; the list asks for its pages when it opens.
    { revalidateFirstPage: false, revalidateOnMount: true },
  );
  // A list opened again starts from its first page, as before its pages were cached; one drawn again
  // in another language keeps the pages it had.
  useEffect(() => {
    const openedIn = currentLocale();
    return () => {
      if (currentLocale() !== openedIn) return;
      try {
        void setSize(1);
      } catch {
        // The cache went with the app (as after a test): there is nothing left to reset.
      }
    };
  }, [setSize]);
  // Its pages in the page's language: all asked again after a switch (the ones shown stay meanwhile).
  useAnswerInPageLanguage(
    messageListCacheKey(session, type) ?? '',
    unstable_serialize(messagePageKey(session, type, 1)),
    () => mutate(),
  );

  const messages = useMemo(() => listedMessages(data ?? []), [data]);
  const loaded = data?.length ?? 0;
  const last = data?.at(-1);
  const total = data?.[0]?.total ?? 0;
  const waiting = loaded > 0 && size > loaded;
  const loadingMore = waiting && isValidating;

  const loadMore = () => {
    if (loadingMore) return;
    // A later page cached by an earlier visit is asked afresh, never shown as it was (the cache
    // forgets it at once, before the size grows).
    void mutateCache(messagePageKey(session, type, loaded + 1), undefined, { revalidate: false });
    void setSize(loaded + 1);
  };

  return {
    messages,
    total,
    isLoading: !data && !error,
    error: data ? undefined : error,
    retry: () => void mutate(),
    hasMore: Boolean(last && last.list.length >= MESSAGE_PAGE_SIZE && messages.length < total),
    loadingMore,
    loadMoreFailed: waiting && !isValidating && Boolean(error),
    loadMore,
  };
}
