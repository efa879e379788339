import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS, strings } from '@portal/shared';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 24px;
  height: 60px;
  padding: 0 24px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  @media (max-width: 600px) {
    gap: 12px;
    padding: 0 12px;
  }
`;

const Menu = styled.nav`
  display: flex;
  gap: 4px;
  flex: 1;

  a {
    padding: 8px 14px;
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentTint};
    font-weight: 600;
  }
`;

const MENU = [
  { to: PATHS.wallet, label: strings.menu.wallet },
  { to: PATHS.card, label: strings.menu.card },
  { to: PATHS.settings, label: strings.menu.settings },
] as const;

/** Header and menu around every signed-in page. */
export function MainLayout() {
  return (
    <>
      <Header>
        <Menu aria-label={strings.header.mainMenu}>
          {MENU.map((item) => (
            <NavLink key={item.to} to={item.to}>
              {item.label}
            </NavLink>
          ))}
        </Menu>
        <NavLink to={PATHS.informationCenter} aria-label={strings.header.messages}>
          {strings.menu.messages}
        </NavLink>
      </Header>
      <Outlet />
    </>
  );
}
