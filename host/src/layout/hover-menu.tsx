import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHoverMenu } from './use-hover-menu';

export interface HoverMenuItem {
  key: string;
  label: string;
  /** The language of the label when it is not the page's (the other language's own name). */
  lang?: string;
  onSelect: () => void;
}

interface Props {
  /** The accessible name of the button and of its menu. */
  label: string;
  items: readonly HoverMenuItem[];
  /** What the button shows (icons); the label names it. */
  trigger: ReactNode;
  /** Shown above the items, outside the menu role (e.g. the e-mail on phones). */
  header?: ReactNode;
}

const Root = styled.div`
  position: relative;
  flex: none;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  height: 40px;
  padding: 0 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentTint};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 2px;
  }
`;

/** The padding is a bridge: the mouse crosses it from the button without leaving the menu. */
const Popup = styled.div`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 20;
  padding-top: 4px;
`;

const Panel = styled.div`
  min-width: 160px;
  max-width: calc(100vw - 24px);
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 6px 24px rgb(0 0 0 / 12%);
`;

const Item = styled.button`
  display: block;
  width: 100%;
  padding: 8px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 14px;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus {
    outline: none;
    color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentTint};
  }
`;

/** A menu button whose menu opens on hover, click, Enter, Space or the arrow keys. */
export function HoverMenu({ label, items, trigger, header }: Props) {
  const menu = useHoverMenu(items.length);
  return (
    <Root {...menu.rootProps}>
      <Trigger type="button" aria-label={label} {...menu.buttonProps}>
        {trigger}
      </Trigger>
      {menu.isOpen && (
        <Popup>
          <Panel>
            {header}
            <div {...menu.menuProps} aria-label={label}>
              {items.map((item, index) => (
                <Item key={item.key} type="button" lang={item.lang} {...menu.itemProps(index, item.onSelect)}>
                  {item.label}
                </Item>
              ))}
            </div>
          </Panel>
        </Popup>
      )}
    </Root>
  );
}
