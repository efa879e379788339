import { useAtomValue } from 'jotai';
import useSWR, { type SWRResponse } from 'swr';
import { callApi } from '../../api-client/client';
import type {
  BatchExportStarted,
  BatchExportStatus,
  CallAnswer,
  TransactionExportRequest,
  TransactionQuery,
} from '@portal/shared/contract';
import { sessionAtom } from '../../session/session-state';
import { swrKeys } from '../../swr/keys';
import { cacheAnswer } from '../cache-effects';
import type { DataContext } from '../data-context';
import { EXPORT_STATUS_POLL_MS } from '../export';
import { useFollowSettling } from './follow-settling';

/** A pending transaction is asked again this often, so its page follows it to its end. */
export const TRANSACTION_PENDING_POLL_MS = 3_000;

/** One page of every card and wallet transaction of a filter; the page shown stays while the next one loads. */
export function useTransactions(query: TransactionQuery): SWRResponse<CallAnswer<'transactions'>> {
  const session = useAtomValue(sessionAtom);
  return useSWR<CallAnswer<'transactions'>>(swrKeys.transactions.list(session, query), { keepPreviousData: true });
}

/**
 * One transaction with its timeline, followed while it is pending; once it settles, what it changed
 * (the spending summary, the card, the lists) is asked again.
 */
export function useTransaction(id: string | null): SWRResponse<CallAnswer<'transaction'>> {
  const session = useAtomValue(sessionAtom);
  const answer = useSWR<CallAnswer<'transaction'>>(
    id === null ? null : swrKeys.transactions.details(session, undefined, { id }),
    {
      refreshInterval: (item) => (item?.status === 'CARD_TRANSACTION_STATUS_PENDING' ? TRANSACTION_PENDING_POLL_MS : 0),
    },
  );
  useFollowSettling(answer.data?.id ?? null, answer.data?.status);
  return answer;
}

/** The last transaction export's progress, followed while it runs and asked again on focus. */
export function useTransactionExportStatus(): SWRResponse<BatchExportStatus> {
  const session = useAtomValue(sessionAtom);
  return useSWR<BatchExportStatus>(swrKeys.transactions.exportStatus(session), {
    refreshInterval: (status) => (status?.exist ? EXPORT_STATUS_POLL_MS : 0),
    revalidateOnFocus: true,
  });
}

/** Starts exporting the transactions of a filter (.csv or .xlsx); the progress shows at once. */
export async function startTransactionExport(
  { mutate, session }: DataContext,
  body: TransactionExportRequest,
): Promise<BatchExportStarted> {
  const started = await callApi('transactionExport', body);
  await cacheAnswer<BatchExportStatus>(mutate, swrKeys.transactions.exportStatus(session()), started);
  return started;
}

/** A finished transaction export's file, with the name the server gives it. */
export async function downloadTransactionExport(status: BatchExportStatus): Promise<{ file: Blob; name: string }> {
  if (!status.ready || !status.job_id) throw new Error('The export has no file yet');
  const file = await callApi('transactionExportFile', undefined, { params: { job_id: status.job_id } });
  return { file, name: status.file_name ?? `transactions-${status.job_id}` };
}
