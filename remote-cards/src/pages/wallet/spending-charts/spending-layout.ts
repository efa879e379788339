import styled from 'styled-components';

/** The month and card views of one currency side by side, stacked on a narrow screen. */
export const SpendingGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 24px;
  align-items: start;
`;
