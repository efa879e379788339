import styled from 'styled-components';
import { cardStrings as text } from '../strings';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The page numbers to offer: the first, the last and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && n - previous > 1 ? [null, n] : [n];
  });
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: flex-end;
  margin-top: 16px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
`;

const Pages = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.color.accent : theme.color.border)};
  border-radius: 6px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme, $current }) => ($current ? theme.color.accent : theme.color.text)};
  font: inherit;
  font-weight: ${({ $current }) => ($current ? 600 : 400)};
  cursor: pointer;

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 1px;
  }
`;

const Gap = styled.li`
  align-self: center;
  padding: 0 4px;
`;

const SizeSelect = styled.select`
  height: 36px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Offers a page-size choice when given. */
  onPageSize?: (size: number) => void;
}

/** Numbered pages with previous and next, the total, and optionally the page size. */
export function Pager({ page, pageSize, total, onPage, onPageSize }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Nav aria-label={text.pager.label}>
      <span>{text.pager.total(total)}</span>
      <Pages>
        <li>
          <PageButton
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={text.pager.previous}
          >
            ‹
          </PageButton>
        </li>
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={n}>
              <PageButton
                type="button"
                $current={n === page}
                aria-current={n === page ? 'page' : undefined}
                aria-label={text.pager.page(n, pages)}
                onClick={() => n !== page && onPage(n)}
              >
                {n}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label={text.pager.next}
          >
            ›
          </PageButton>
        </li>
      </Pages>
      {onPageSize && (
        <SizeSelect
          aria-label={text.pager.pageSize}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {text.pager.perPage(size)}
            </option>
          ))}
        </SizeSelect>
      )}
    </Nav>
  );
}
