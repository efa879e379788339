import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { ApiError, callApi, sessionAtom, showSwrError, swrKeys, type Session, type SwrKey } from '@portal/shared';
import type { Announcement } from '@portal/shared/contract';

/** Unknown (1004) or not an announcement id at all (1001): no retry can bring it back. */
const MISSING_CODES: readonly number[] = [1004, 1001];

export const isMissingAnnouncement = (error: unknown): boolean =>
  error instanceof ApiError && error.code !== null && MISSING_CODES.includes(error.code);

/** The SWR key of one announcement: null while signed out or without an id. */
export function announcementKey(session: Session, id: string | null): SwrKey | null {
  return id === null ? null : swrKeys.messages.announcement(session, undefined, { id });
}

/** Silent, because the page itself says when the announcement is missing. */
const fetchAnnouncement = ([, , params]: SwrKey) => callApi('announcement', undefined, { params, silent: true });

/** One announcement by id; failures other than a missing announcement are shown as everywhere else. */
export function useAnnouncement(id: string | null) {
  const session = useAtomValue(sessionAtom);
  return useSWR<Announcement, unknown, SwrKey | null>(announcementKey(session, id), fetchAnnouncement, {
    onError: (error) => {
      if (!isMissingAnnouncement(error)) showSwrError(error);
    },
  });
}
