import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  key: string;
  label: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab's key; an unknown key selects the first tab. */
  value: string;
  onValueChange: (key: string) => void;
  'aria-label': string;
  /** Renders the selected tab's panel (role=tabpanel, labelled by its tab); leave out to draw no panel. */
  children?: (key: string) => ReactNode;
  /** Controls about the panel's content (such as 全部已读), at the end of the tab bar's row. */
  actions?: ReactNode;
  className?: string;
}

/** Where each key moves focus among n tabs; arrows wrap around, as the WAI-ARIA tabs pattern suggests. */
const MOVES: Partial<Record<string, (index: number, n: number) => number>> = {
  ArrowRight: (index, n) => (index + 1) % n,
  ArrowLeft: (index, n) => (index - 1 + n) % n,
  Home: () => 0,
  End: (_index, n) => n - 1,
};

/** The tab bar's row: the tabs, then any actions at its end, over one line. */
const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const List = styled.div`
  display: flex;
  flex: 1 1 auto;
  gap: 24px;
  min-width: 0;
  margin-bottom: -1px;
  overflow-x: auto;
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-self: center;
  align-items: center;
  gap: 8px;
`;

const Tab = styled.button`
  flex: none;
  padding: 12px 0;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: 16px;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accent};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  padding-top: 16px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 2px;
  }
`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move focus and select; one tab stop (roving tabindex). */
export function Tabs({
  items,
  value,
  onValueChange,
  'aria-label': ariaLabel,
  children,
  actions,
  className,
}: TabsProps) {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    items.findIndex((item) => item.key === value),
  );
  const panelId = `${baseId}-panel`;
  const tabId = (index: number) => `${baseId}-tab-${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key];
    const from = tabs.current.findIndex((tab) => tab === event.target);
    if (!move || from === -1) return;
    event.preventDefault();
    const to = move(from, items.length);
    const item = items[to];
    if (!item) return;
    tabs.current[to]?.focus();
    if (item.key !== value) onValueChange(item.key);
  }

  return (
    <div className={className}>
      <Bar>
        <List role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
          {items.map((item, index) => (
            <Tab
              key={item.key}
              ref={(tab) => {
                tabs.current[index] = tab;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === selected}
              aria-controls={children && index === selected ? panelId : undefined}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => item.key !== value && onValueChange(item.key)}
            >
              {item.label}
            </Tab>
          ))}
        </List>
        {actions && <Actions>{actions}</Actions>}
      </Bar>
      {children && items[selected] && (
        <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
          {children(items[selected].key)}
        </Panel>
      )}
    </div>
  );
}
