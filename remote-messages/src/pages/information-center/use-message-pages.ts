import { MESSAGE_PAGE_SIZE as PAGE_SIZE, useFirstMessagePage } from '@portal/shared/signed-in';
import type { MessageType } from '@portal/shared/contract';
import { useOlderPages } from './use-older-pages';

/**
 * The server's pages of one tab, newest first. Page 1 is an SWR list key, so revalidating every
 * list key (as the host does after a pop-up marks a message read) refreshes it; older pages load
 * on "加载更多" and are kept while the tab is shown. The caller remounts this per tab.
 */
export function useMessagePages(type: MessageType | undefined) {
  const first = useFirstMessagePage(type);
  const older = useOlderPages(type);

  const pages = first.data ? [first.data, ...older.pages] : [];
  const last = pages.at(-1);
  const total = first.data?.total ?? 0;

  return {
    pages,
    total,
    isLoading: !first.data && !first.error,
    error: first.data ? undefined : first.error,
    retry: () => void first.mutate(),
    hasMore: Boolean(last && last.list.length === PAGE_SIZE && pages.length * PAGE_SIZE < total),
    loadingMore: older.loading,
    loadMoreFailed: older.failed,
    loadMore: () => void older.loadNext(),
  };
}
