import styled from 'styled-components';

/** A white card on the page's grey: one block of a page (balances, a list, the card). */
export const Panel = styled.section`
  min-width: 0;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};

  @media (max-width: 480px) {
    padding: 16px;
  }
`;

/** A panel's heading row: the heading, and its actions at the end (wrapping under it on a phone). */
export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;

  & h2 {
    margin: 0;
    font-size: 17px;
    font-weight: 600;
  }
`;

/** A row of actions or filters that wraps on narrow screens. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
`;

/** Stacks a page's panels. */
export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** A list's filters above it. */
export const FilterBar = styled(Toolbar)`
  margin-bottom: 16px;
`;
