import { useCallback, useRef, useState } from 'react';
import { fetchMessagePage } from '@portal/shared/signed-in';
import type { MessageType, Page, StationMessage } from '@portal/shared/contract';

/** The pages after the first, loaded one at a time on "加载更多" and kept while the tab is shown. */
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
      const page = await fetchMessagePage(pages.length + 2, type);
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
