import { screen, within } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { cardStrings as text } from '../../strings';
import { PagedTable, type TableColumn } from '../paged-table';

interface Item {
  id: string;
  name: string;
  amount: string;
}

/** What the test's own table shows when empty, and its name. */
const EMPTY = '暂无记录';
const LABEL = '记录';

const columns: TableColumn<Item>[] = [
  { heading: '名称', cell: (item) => item.name },
  { heading: '金额', numeric: true, cell: (item) => item.amount },
];

const page = (list: Item[]) => ({
  result: { data: { list, total: list.length, page: 1, page_size: 10 }, isLoading: false, mutate: () => undefined },
  paging: { page: 1, pageSize: 10 },
  onPaging: () => undefined,
  empty: <p>{EMPTY}</p>,
});

describe('PagedTable', () => {
  it('shows a heading per column and a row per item, each cell labelled for a phone', () => {
    const items = [
      { id: 'a', name: '甲', amount: '1.00' },
      { id: 'b', name: '乙', amount: '2.50' },
    ];
    renderWithPortal(<PagedTable label={LABEL} columns={columns} {...page(items)} />);
    const table = screen.getByRole('table', { name: LABEL });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((th) => th.textContent)).toEqual(['名称', '金额']);
    expect(headings[1]).toHaveAttribute('data-numeric', '');
    expect(headings[0]).not.toHaveAttribute('data-numeric');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['甲', '1.00'],
      ['乙', '2.50'],
    ]);
    const [name, amount] = within(rows[0]!).getAllByRole('cell');
    expect(name).toHaveAttribute('data-label', '名称');
    expect(amount).toHaveAttribute('data-label', '金额');
    expect(amount).toHaveAttribute('data-numeric', '');
    expect(screen.getByText(text.pager.total(2))).toBeInTheDocument();
  });

  it('shows what an empty page shows instead of a table', () => {
    renderWithPortal(<PagedTable label={LABEL} columns={columns} {...page([])} />);
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
