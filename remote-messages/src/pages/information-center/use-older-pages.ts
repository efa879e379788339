import { useCallback, useRef, useState } from 'react';
import { callApi } from '@portal/shared';
import type { MessageType, Page, StationMessage } from '@portal/shared/contract';

/** Messages per request: the server pages, so thousands of messages cost one small request per page. */
export const PAGE_SIZE = 20;

export const pageQuery = (page: number, type: MessageType | undefined) =>
  type ? { page, page_size: PAGE_SIZE, type } : { page, page_size: PAGE_SIZE };

/**
 * The pages after the first, loaded one at a time on "加载更多" and kept while the tab is shown.
 * Plain state rather than `swr/infinite`: that entry point carries its own copy of SWR's internals,
 * which a remote would not share with the host's SWR (its config and cache).
 */
export function useOlderPages(type: MessageType | undefined) {
  const [pages, setPages] = useState<Page<StationMessage>[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const inFlight = useRef(false);

  const loadNext = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus('loading');
    try {
      // Page 1 is the first page's own; a failed page is asked again by the same number.
      const page = await callApi('stationMessages', pageQuery(pages.length + 2, type));
      setPages((loaded) => [...loaded, page]);
      setStatus('idle');
    } catch {
      // The client has shown why.
      setStatus('failed');
    } finally {
      inFlight.current = false;
    }
  }, [pages.length, type]);

  return { pages, loading: status === 'loading', failed: status === 'failed', loadNext };
}
