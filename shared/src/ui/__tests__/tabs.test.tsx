import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { Tabs } from '../tabs';
import { renderWithTheme } from './render-with-theme';

/** The test's own texts, which it gives the component. */
const PHONE = '手机号';
const EMAIL = '邮箱';
const ID = '证件';
const TABS_LABEL = '登录方式';

const panelText = (key: string) => `面板 ${key}`;

const ITEMS = [
  { key: 'phone', label: PHONE },
  { key: 'email', label: EMAIL },
  { key: 'id', label: ID },
];

function LoginTabs({ onValueChange }: { onValueChange?: (key: string) => void }) {
  const [value, setValue] = useState('phone');
  return (
    <Tabs
      aria-label={TABS_LABEL}
      items={ITEMS}
      value={value}
      onValueChange={(key) => {
        onValueChange?.(key);
        setValue(key);
      }}
    >
      {(key) => <p>{panelText(key)}</p>}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('puts its actions in the tab bar, after the tabs and outside the tablist, reached after the selected tab', async () => {
    const MARK_ALL = '全部已读';
    renderWithTheme(
      <Tabs
        aria-label={TABS_LABEL}
        items={ITEMS}
        value="email"
        onValueChange={() => {}}
        actions={<button type="button">{MARK_ALL}</button>}
      >
        {(key) => <p>{panelText(key)}</p>}
      </Tabs>,
    );
    const action = screen.getByRole('button', { name: MARK_ALL });
    const tablist = screen.getByRole('tablist', { name: TABS_LABEL });
    expect(tablist).not.toContainElement(action);
    expect(tablist.parentElement).toContainElement(action);
    expect(screen.getByRole('tabpanel')).not.toContainElement(action);
    await userEvent.tab();
    expect(tab(EMAIL)).toHaveFocus();
    await userEvent.tab();
    expect(action).toHaveFocus();
  });

  it('wires tablist, tabs and the panel', () => {
    renderWithTheme(<LoginTabs />);
    expect(screen.getByRole('tablist', { name: TABS_LABEL })).toBeInTheDocument();
    expect(tab(PHONE)).toHaveAttribute('aria-selected', 'true');
    expect(tab(EMAIL)).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: PHONE });
    expect(panel).toHaveTextContent(panelText('phone'));
    expect(tab(PHONE)).toHaveAttribute('aria-controls', panel.id);
  });

  it('is one tab stop on the selected tab (roving tabindex)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LoginTabs />);
    expect(tab(PHONE)).toHaveAttribute('tabindex', '0');
    expect(tab(EMAIL)).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(tab(PHONE)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with ArrowRight, ArrowLeft, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LoginTabs />);
    await user.click(tab(PHONE));

    await user.keyboard('{ArrowRight}');
    expect(tab(EMAIL)).toHaveFocus();
    expect(tab(EMAIL)).toHaveAttribute('aria-selected', 'true');
    expect(tab(PHONE)).toHaveAttribute('aria-selected', 'false');
    expect(tab(EMAIL)).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: EMAIL })).toHaveTextContent(panelText('email'));

    await user.keyboard('{End}');
    expect(tab(ID)).toHaveFocus();
    expect(tab(ID)).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(tab(PHONE)).toHaveFocus();
    expect(tab(PHONE)).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(tab(ID)).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Home}');
    expect(tab(PHONE)).toHaveFocus();
    expect(tab(PHONE)).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on click and reports the key once', async () => {
    const onValueChange = jest.fn();
    renderWithTheme(<LoginTabs onValueChange={onValueChange} />);
    await userEvent.click(tab(EMAIL));
    await userEvent.click(tab(EMAIL));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('email');
  });
});
