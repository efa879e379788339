import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { cardStrings as text } from '../../strings';
import { Pager, pageWindow } from '../pager';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [5, 1000, [1, null, 4, 5, 6, null, 1000]],
    [1, 1000, [1, 2, null, 1000]],
    [1000, 1000, [1, null, 999, 1000]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %i of %i offers %j', (page, pages, shown) => {
    expect(pageWindow(page, pages)).toEqual(shown);
  });
});

describe('Pager', () => {
  it('moves by page, marks the current one and offers the page sizes', async () => {
    const onPage = jest.fn();
    const onPageSize = jest.fn();
    renderWithPortal(<Pager page={1} pageSize={10} total={35} onPage={onPage} onPageSize={onPageSize} />);
    expect(screen.getByText(text.pager.total(35))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.pager.page(1, 4) })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: text.pager.previous })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: text.pager.next }));
    await userEvent.click(screen.getByRole('button', { name: text.pager.page(4, 4) }));
    expect(onPage.mock.calls).toEqual([[2], [4]]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.pager.pageSize }), text.pager.perPage(50));
    expect(onPageSize).toHaveBeenCalledWith(50);
  });
});
