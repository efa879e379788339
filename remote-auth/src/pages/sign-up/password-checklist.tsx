import styled from 'styled-components';
import { VisuallyHidden, passwordChecklist } from '@portal/shared';
import { signUpStrings } from './strings';

const Box = styled.div`
  margin-top: -8px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.page};
  font-size: 13px;
`;

const Title = styled.p`
  margin: 0 0 6px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme, $met }) => ($met ? theme.color.success : theme.color.danger)};
`;

/** A tick when the rule is met, a cross when not; drawn in currentColor so the line's colour applies. */
function Mark({ met }: { met: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      aria-hidden="true"
    >
      <path d={met ? 'M4 12l5 5L20 6' : 'M6 6l12 12M18 6L6 18'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The live password rule checklist of the registration form (spec §5): every line says whether it passes. */
export function PasswordChecklist({ id, value }: { id: string; value: string }) {
  return (
    <Box id={id}>
      <Title>{signUpStrings.checklistTitle}</Title>
      <List aria-label={signUpStrings.checklistTitle}>
        {passwordChecklist.map(({ key, test }) => {
          const met = test(value);
          return (
            <Item key={key} $met={met}>
              <Mark met={met} />
              {signUpStrings.checklist[key]}
              <VisuallyHidden>{met ? signUpStrings.ruleMet : signUpStrings.ruleUnmet}</VisuallyHidden>
            </Item>
          );
        })}
      </List>
    </Box>
  );
}
