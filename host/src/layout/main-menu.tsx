import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { strings } from '@portal/shared';
import { PHONE_MEDIA } from './layout-media';
import { MENU_ENTRIES } from './menu-entries';
import { useSelectedMenuKey } from './use-selected-menu-key';

/** Grows into the free space but never below its entries: the e-mail gives way first. */
const Nav = styled.nav`
  flex: 1 0 auto;
`;

/** The narrowest phones (320 px) fit the four entries beside the logo, bell and account menu. */
const NARROWEST_MEDIA = '@media (max-width: 360px)';

const List = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${NARROWEST_MEDIA} {
    gap: 0;
  }
`;

const Entry = styled(Link)`
  display: block;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.text};
  font-size: 15px;
  line-height: 20px;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.color.accent};
  }
  &[data-selected='true'] {
    color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentTint};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 2px;
  }

  ${PHONE_MEDIA} {
    padding: 6px 8px;
    font-size: 14px;
  }
  ${NARROWEST_MEDIA} {
    padding: 6px 4px;
    font-size: 13px;
  }
`;

/** 钱包 / 卡片 / 设置, the selected one in the merchant's colour (spec §2). */
export function MainMenu() {
  const { selected, current, select } = useSelectedMenuKey();
  return (
    <Nav aria-label={strings.header.mainMenu}>
      <List>
        {MENU_ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Entry
              to={entry.to}
              aria-current={entry.key === current ? 'page' : undefined}
              data-selected={entry.key === selected}
              onClick={() => select(entry.key)}
            >
              {strings.menu[entry.key]}
            </Entry>
          </li>
        ))}
      </List>
    </Nav>
  );
}
