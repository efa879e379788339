import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { callApi } from '../../api-client/client';
import type { Page, MessageType, StationMessage } from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';

/** Messages per request: the server pages, so thousands of messages cost one small request per page. */
export const MESSAGE_PAGE_SIZE = 20;

export const messagePageQuery = (page: number, type: MessageType | undefined) =>
  type ? { page, page_size: MESSAGE_PAGE_SIZE, type } : { page, page_size: MESSAGE_PAGE_SIZE };

/** The first page of a tab, under the key every mark-read and live arrival re-fetches. */
export function useFirstMessagePage(type: MessageType | undefined) {
  const session = useAtomValue(sessionAtom);
  return useSWR<Page<StationMessage>>(swrKeys.messages.list(session, messagePageQuery(1, type)));
}

/**
 * A later page, asked when the reader wants more. Not cached: SWR's infinite helper carries its own
 * copy of SWR's internals, which a remote would not share with the host's cache.
 */
export const fetchMessagePage = (page: number, type: MessageType | undefined) =>
  callApi('stationMessages', messagePageQuery(page, type));
