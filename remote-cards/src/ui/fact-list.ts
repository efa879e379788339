import styled from 'styled-components';

/** Label and value pairs in two columns, the values (money) right-aligned in even digits. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0;
  font-size: 14px;

  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** A FactList set apart on grey: what a money form will do, before it is confirmed. */
export const CostList = styled(FactList)`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.page};

  & .total {
    font-weight: 600;
  }
`;
