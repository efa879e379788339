import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from './pager';

/** A list's paging as kept in the URL: `page` from 1, `size` one of the offered page sizes. */
export interface Paging {
  page: number;
  pageSize: number;
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

/**
 * A list's filters and paging in the URL, so Back and a reload keep them. `update` changes some
 * values (an empty value removes it); a change of filter starts again at page 1. Typing (`replace`)
 * rewrites the current entry instead of adding one per keystroke.
 */
export function useUrlQuery<Filter extends string>(filters: readonly Filter[]) {
  const [params, setParams] = useSearchParams();

  const paging: Paging = {
    page: positive(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(Number(params.get('size'))) ? Number(params.get('size')) : 10,
  };
  const values = useMemo(
    () => Object.fromEntries(filters.map((name) => [name, params.get(name) ?? ''])) as Record<Filter, string>,
    [filters, params],
  );

  const update = useCallback(
    (changes: Partial<Record<Filter | 'page' | 'size', string | number>>, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === '' || value === undefined) next.delete(name);
            else next.set(name, String(value));
          }
          const filterChanged = Object.keys(changes).some((name) => name !== 'page');
          if (filterChanged && !('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  return { values, paging, update };
}

/** A list's filters and paging as `useUrlQuery` keeps them, for the pieces that show and change them. */
export type UrlQuery<Filter extends string> = ReturnType<typeof useUrlQuery<Filter>>;
