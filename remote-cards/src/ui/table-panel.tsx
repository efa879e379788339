import { useId, type ReactNode } from 'react';
import { PagedTable, type PagedTableProps } from './paged-table';
import { FilterBar, Panel, PanelHeader } from './panel';
import { SelectField } from './select-field';
import { EmptyState } from './states';
import type { UrlQuery } from './use-url-query';

/** A filter picked from a list, kept in the URL under its name. */
export interface SelectFilter<Filter extends string> {
  name: Filter;
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface TablePanelProps<T extends { id: string }, Filter extends string> extends Pick<
  PagedTableProps<T>,
  'result' | 'columns'
> {
  /** The heading, the table's name, and what an empty page says without filters and with them. */
  text: { heading: string; listLabel: string; empty: string; emptyFiltered: string };
  /** The list's filters and paging in the URL. */
  query: UrlQuery<Filter>;
  selects: readonly SelectFilter<Filter>[];
  /** Filters of other kinds, after the selects. */
  moreFilters?: ReactNode;
  /** What is wrong with the filters, shown under them. */
  filterMessage?: ReactNode;
}

/**
 * A list in a panel of its own, named by its heading: the heading, the filters (kept in the URL),
 * then the list as a paged table; an empty page says whether it is empty only because of the filters.
 */
export function TablePanel<T extends { id: string }, Filter extends string>({
  text,
  query,
  selects,
  moreFilters,
  filterMessage,
  ...table
}: TablePanelProps<T, Filter>) {
  const headingId = useId();
  const { values, paging, update }: UrlQuery<string> = query;
  const filtered = Object.values(values).some((value) => value !== '');
  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeader>
        <h2 id={headingId}>{text.heading}</h2>
      </PanelHeader>
      <FilterBar>
        {selects.map(({ name, label, options }) => (
          <SelectField
            key={name}
            label={label}
            options={options}
            value={values[name]}
            onChange={(e) => update({ [name]: e.target.value })}
          />
        ))}
        {moreFilters}
      </FilterBar>
      {filterMessage}
      <PagedTable
        {...table}
        label={text.listLabel}
        paging={paging}
        onPaging={update}
        empty={<EmptyState message={filtered ? text.emptyFiltered : text.empty} />}
      />
    </Panel>
  );
}
