import type { ReactNode } from 'react';
import type { Page } from '@portal/shared/contract';
import { Pager } from './pager';
import { ErrorState, LoadingState } from './states';
import type { Paging } from './use-url-query';

export interface PagedListProps<T> {
  /** The list's query as SWR answers it. */
  result: { data?: Page<T>; error?: unknown; isLoading: boolean; mutate: () => unknown };
  paging: Paging;
  /** Moves to a page or a page size (the URL keeps them). */
  onPaging: (changes: { page?: number; size?: number }) => void;
  /** What an empty page shows. */
  empty: ReactNode;
  /** The rows of a loaded, non-empty page. */
  children: (list: T[], busy: boolean) => ReactNode;
}

/** A paged list's states in one place: loading, the error with 重试, empty, or the rows with the pager. */
export function PagedList<T>({ result, paging, onPaging, empty, children }: PagedListProps<T>) {
  const { data, error, isLoading, mutate } = result;
  if (!data) return error && !isLoading ? <ErrorState onRetry={() => void mutate()} /> : <LoadingState />;
  if (data.list.length === 0) return <>{empty}</>;
  return (
    <>
      {children(data.list, isLoading)}
      <Pager
        page={paging.page}
        pageSize={paging.pageSize}
        total={data.total}
        onPage={(page) => onPaging({ page })}
        onPageSize={(size) => onPaging({ size })}
      />
    </>
  );
}
