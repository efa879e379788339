import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS, strings, VisuallyHidden } from '@portal/shared';
import { CountBadge, useUnreadCount } from '@portal/shared/signed-in';
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

/**
 * The bell to the information center with the unread badge: 99+ above 99, hidden at 0 (spec §2, §9).
 * Its name is what it shows: 消息中心, then the badge as seen with 条未读 ("消息中心 99+ 条未读").
 */
export function MessageBell() {
  const unread = useUnreadCount();
  return (
    <Bell to={PATHS.informationCenter}>
      <BellIcon />
      <VisuallyHidden>{strings.header.messages}</VisuallyHidden> <Badge count={unread} suffix={layoutStrings.unread} />
    </Bell>
  );
}
