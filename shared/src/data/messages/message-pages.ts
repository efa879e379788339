import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { callApi } from '../../api-client/client';
import type { Page, MessageType, StationMessage } from '@portal/shared/contract';
import { sessionAtom, type Session } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';

/** Messages per request: the server pages, so thousands of messages cost one small request per page. */
export const MESSAGE_PAGE_SIZE = 20;

export const messagePageQuery = (page: number, type: MessageType | undefined) =>
  type ? { page, page_size: MESSAGE_PAGE_SIZE, type } : { page, page_size: MESSAGE_PAGE_SIZE };

/** The SWR key of one page (from 1) of a tab's messages; null while signed out. */
export const messagePageKey = (session: Session, type: MessageType | undefined, page: number) =>
  swrKeys.messages.list(session, messagePageQuery(page, type));

/**
 * The first page of a tab.
 * @deprecated For remote builds from before `useMessageList` (`@portal/shared/message-list`), which holds every page.
 */
export function useFirstMessagePage(type: MessageType | undefined) {
  const session = useAtomValue(sessionAtom);
  return useSWR<Page<StationMessage>>(messagePageKey(session, type, 1));
}

/**
 * A later page, not cached.
 * @deprecated For remote builds from before `useMessageList` (`@portal/shared/message-list`), which holds every page.
 */
export const fetchMessagePage = (page: number, type: MessageType | undefined) =>
  callApi('stationMessages', messagePageQuery(page, type));
