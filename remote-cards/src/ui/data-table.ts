import styled from 'styled-components';

/**
 * A list as a table on wide screens and as stacked rows on a phone: below 640 px each row is a
 * block and each cell shows its column name (its `data-label`) before the value, so nothing
 * scrolls sideways and the table keeps its semantics for screen readers.
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  th,
  td {
    padding: 12px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.color.page};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 500;
    white-space: nowrap;
  }
  td[data-numeric],
  th[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  @media (max-width: 640px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: block;
      padding: 8px 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    td {
      display: flex;
      gap: 12px;
      justify-content: space-between;
      align-items: center;
      padding: 6px 4px;
      border: 0;
      text-align: right;
    }
    td[data-numeric] {
      text-align: right;
    }
    td[data-label]::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.color.textMuted};
      text-align: left;
    }
  }
`;

/** Keeps a table inside its panel on widths between a phone and a desktop. */
export const TableScroll = styled.div`
  overflow-x: auto;

  @media (max-width: 640px) {
    overflow-x: visible;
  }
`;
