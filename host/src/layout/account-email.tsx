import styled from 'styled-components';
import { VisuallyHidden } from '@portal/shared';
import { useAccountInfo } from '@portal/shared/signed-in';
import { layoutStrings } from './strings';

const Email = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The signed-in user's e-mail; nothing while it loads (spec §2). */
export function AccountEmail({ className }: { className?: string }) {
  const { data } = useAccountInfo();
  if (!data?.email) return null;
  return (
    <Email className={className} title={data.email}>
      <VisuallyHidden>{layoutStrings.signedInAs}</VisuallyHidden>
      {data.email}
    </Email>
  );
}
