import { callApi } from '../api-client/client';
import { ApiError } from '../api-client/api-error';
import { notify } from '../notices/notices';
import type { SwrKey } from './keys';
import { noteAskedIn } from './asked-in';

/** The one SWR fetcher: a key names a contract call, its body and path parameters. */
export function swrFetcher(input: SwrKey): Promise<unknown> {
  const [call, body, params] = input;
  noteAskedIn(input);
  return callApi(call, body as never, { params });
}

/** SWR's global error display: shows what the client has not shown already. */
export function showSwrError(error: unknown): void {
  if (error instanceof ApiError) {
    if (!error.displayed && error.kind !== 'aborted') notify.error(error.message);
    return;
  }
  if (error instanceof Error) notify.error(error.message);
}
