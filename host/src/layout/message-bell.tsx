import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CountBadge, PATHS, useUnreadCount } from '@portal/shared';
import { BellIcon } from './icons';
import { layoutStrings } from './strings';

const Bell = styled(Link)`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.text};

  &:hover {
    color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentTint};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 2px;
  }
`;

const Badge = styled(CountBadge)`
  position: absolute;
  top: 2px;
  left: 22px;
`;

/** The bell to the information center with the unread badge: 99+ above 99, hidden at 0 (spec §2, §9). */
export function MessageBell() {
  const unread = useUnreadCount();
  const label = layoutStrings.bell(unread);
  return (
    <Bell to={PATHS.informationCenter} aria-label={label}>
      <BellIcon />
      <Badge count={unread} label={label} />
    </Bell>
  );
}
