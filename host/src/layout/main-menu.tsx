import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { strings } from '@portal/shared';
import { PHONE_MEDIA } from './layout-media';
import { MENU_ENTRIES } from './menu-entries';
import { useSelectedMenuKey } from './use-selected-menu-key';

/**
 * Grows into the free space but never below its entries: the e-mail gives way first. On a phone it
 * is the header's second row, the entries shared out across the width.
 */
const Nav = styled.nav`
  flex: 1 0 auto;

  ${PHONE_MEDIA} {
    order: 1;
    flex-basis: 100%;
    padding: 4px 0;
  }
`;

const List = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${PHONE_MEDIA} {
    justify-content: space-around;
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
    padding: 6px 10px;
    font-size: 14px;
  }
`;

/** 钱包 / 卡片 / 交易记录 / 设置, the selected one in the merchant's colour (spec §2). */
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
