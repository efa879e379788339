import styled from 'styled-components';

/** A form's fields, one under the other. */
export const FormColumn = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: min(360px, 100%);
`;

/** A dialog form's buttons: cancel, then the action, at the end. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`;
