import type { ReactNode } from 'react';
import { DataTable, TableScroll } from './data-table';
import { PagedList, type PagedListProps } from './paged-list';

/** One column of a paged table: its heading (also each cell's label on a phone) and what a row shows in it. */
export interface TableColumn<T> {
  heading: string;
  /** Money and counts: right-aligned, in even-width digits. */
  numeric?: boolean;
  cell: (item: T) => ReactNode;
}

export interface PagedTableProps<T extends { id: string }> extends Omit<PagedListProps<T>, 'children'> {
  /** The table's accessible name. */
  label: string;
  /** Built while rendering, so the headings are in the reader's language. */
  columns: readonly TableColumn<T>[];
}

/** A paged list shown as a table: the list's states and pager, a heading per column, a row per item. */
export function PagedTable<T extends { id: string }>({ label, columns, ...list }: PagedTableProps<T>) {
  return (
    <PagedList {...list}>
      {(items, busy) => (
        <TableScroll>
          <DataTable aria-label={label} aria-busy={busy || undefined}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.heading} scope="col" data-numeric={column.numeric ? '' : undefined}>
                    {column.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  {columns.map((column) => (
                    <td key={column.heading} data-label={column.heading} data-numeric={column.numeric ? '' : undefined}>
                      {column.cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      )}
    </PagedList>
  );
}
