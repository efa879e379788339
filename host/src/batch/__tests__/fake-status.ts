import { configureApiClient } from '@portal/shared';
import type { BatchCreateCardStatus } from '@portal/shared/contract';

export const STATUS_PATH = '/api/v1/card/batch-create-card-status';

/**
 * Answers the status call from memory through the API client's fetch seam (no sockets, so fake
 * timers drive the polling); `requests` counts the status calls made.
 */
export function fakeBatchStatus() {
  const fake = {
    status: { exist: false, job_id: null, total_count: 0, success_count: 0, fail_count: 0 } as BatchCreateCardStatus,
    requests: 0,
    /** How many coming status calls get no answer (a network failure). */
    failures: 0,
    /** Changes the status; a job with counts is `job-1` unless told otherwise, as the API names every job. */
    set(status: Partial<BatchCreateCardStatus>) {
      const next = { ...fake.status, ...status };
      fake.status = { ...next, job_id: next.job_id ?? (next.total_count > 0 ? 'job-1' : null) };
    },
  };
  configureApiClient({
    baseUrl: '',
    fetch: async (input) => {
      const path = new URL(String(input), 'http://portal.test').pathname;
      if (path === STATUS_PATH) fake.requests += 1;
      if (path === STATUS_PATH && fake.failures > 0) {
        fake.failures -= 1;
        throw new TypeError('fetch failed');
      }
      const data = path === STATUS_PATH ? fake.status : null;
      return new Response(JSON.stringify({ code: 0, message: 'ok', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return fake;
}
