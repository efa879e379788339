import styled from 'styled-components';

/** The white sheet the announcement (or what stands in for it) sits on; narrower padding on a phone. */
export const Sheet = styled.div`
  padding: 32px 40px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};

  @media (max-width: 600px) {
    padding: 20px 16px;
  }
`;

/** A message in place of the announcement, with what the reader can do next. */
export const Notice = styled(Sheet)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding-block: 48px;
  text-align: center;

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.color.text};
    font-size: 16px;
    font-weight: 600;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 8px;
`;

/** The way back under the announcement, aligned with its text. */
export const BackRow = styled(Actions)`
  justify-content: flex-start;
  margin-top: 16px;
`;
