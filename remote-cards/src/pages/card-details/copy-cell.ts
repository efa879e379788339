import styled from 'styled-components';

/** A copy button's cell in a list of details: a `dd`, so the list holds only terms and descriptions. */
export const CopyCell = styled.dd`
  && {
    font-size: 15px;
    font-weight: 400;
    letter-spacing: normal;
  }
`;
