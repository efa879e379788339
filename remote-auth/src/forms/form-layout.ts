import styled from 'styled-components';

/** A public screen's form: fields stacked with even gaps. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

/** A row of links or small actions, e.g. forgot password and register under the submit button. */
export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 14px;
  color: ${({ theme }) => theme.color.textMuted};

  /* Underlined: among grey text a link must not be told apart by its colour alone (WCAG 1.4.1). */
  a {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
`;

/** A message about the whole form (not one field), announced when it appears. */
export const FormMessage = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`;
