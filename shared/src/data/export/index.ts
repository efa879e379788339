import { useAtomValue } from 'jotai';
import useSWR, { type SWRResponse } from 'swr';
import { callApi } from '../../api-client/client';
import type { BatchExportRequest, BatchExportStarted, BatchExportStatus } from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import { cacheAnswer } from '../cache-effects';
import type { DataContext } from '../data-context';

/** An export's progress is asked this often while it runs. */
export const EXPORT_STATUS_POLL_MS = 2_000;

/**
 * The last export's progress, followed while it runs, and asked again when the tab comes back into
 * focus, so an export started in another tab shows here too.
 */
export function useExportStatus(): SWRResponse<BatchExportStatus> {
  const session = useAtomValue(sessionAtom);
  return useSWR<BatchExportStatus>(swrKeys.export.status(session), {
    refreshInterval: (status) => (status?.exist ? EXPORT_STATUS_POLL_MS : 0),
    revalidateOnFocus: true,
  });
}

/** Starts exporting the chosen cards (or every card of a status); the progress shows at once. */
export async function startExport(
  { mutate, session }: DataContext,
  body: BatchExportRequest,
): Promise<BatchExportStarted> {
  const started = await callApi('batchExport', body);
  await cacheAnswer<BatchExportStatus>(mutate, swrKeys.export.status(session()), started);
  return started;
}

/** A finished export's file, with the name the server gives it. */
export async function downloadExport(status: BatchExportStatus): Promise<{ file: Blob; name: string }> {
  if (!status.ready || !status.job_id) throw new Error('The export has no file yet');
  const file = await callApi('batchExportFile', undefined, { params: { job_id: status.job_id } });
  return { file, name: status.file_name ?? `cards-${status.job_id}.xlsx` };
}
