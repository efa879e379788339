import { useAtomValue } from 'jotai';
import useSWR, { type SWRResponse } from 'swr';
import { ApiError } from '../../api-client/api-error';
import { callApi } from '../../api-client/client';
import type { Announcement } from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { showSwrError } from '../../swr/fetcher';
import { swrKeys, type SwrKey } from '../../swr/keys';

/** Unknown (1004) or not an announcement id at all (1001): no retry can bring it back. */
const MISSING_CODES: readonly number[] = [1004, 1001];

export const isMissingAnnouncement = (error: unknown): boolean =>
  error instanceof ApiError && error.code !== null && MISSING_CODES.includes(error.code);

/** Silent, because the page itself says when the announcement is missing. */
const fetchAnnouncement = ([, , params]: SwrKey) => callApi('announcement', undefined, { params, silent: true });

/**
 * One announcement by id, under the key markMessageRead updates; failures other than a missing
 * announcement are shown as everywhere else.
 */
export function useAnnouncement(id: string | null): SWRResponse<Announcement, unknown> {
  const session = useAtomValue(sessionAtom);
  const key = id === null ? null : swrKeys.messages.announcement(session, undefined, { id });
  return useSWR<Announcement, unknown, SwrKey | null>(key, fetchAnnouncement, {
    onError: (error) => {
      if (!isMissingAnnouncement(error)) showSwrError(error);
    },
  });
}
