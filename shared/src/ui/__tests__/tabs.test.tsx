import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { Tabs } from '../tabs';
import { renderWithTheme } from './render-with-theme';

const ITEMS = [
  { key: 'phone', label: '手机号' },
  { key: 'email', label: '邮箱' },
  { key: 'id', label: '证件' },
];

function LoginTabs({ onValueChange }: { onValueChange?: (key: string) => void }) {
  const [value, setValue] = useState('phone');
  return (
    <Tabs
      aria-label="登录方式"
      items={ITEMS}
      value={value}
      onValueChange={(key) => {
        onValueChange?.(key);
        setValue(key);
      }}
    >
      {(key) => <p>面板 {key}</p>}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('wires tablist, tabs and the panel', () => {
    renderWithTheme(<LoginTabs />);
    expect(screen.getByRole('tablist', { name: '登录方式' })).toBeInTheDocument();
    expect(tab('手机号')).toHaveAttribute('aria-selected', 'true');
    expect(tab('邮箱')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: '手机号' });
    expect(panel).toHaveTextContent('面板 phone');
    expect(tab('手机号')).toHaveAttribute('aria-controls', panel.id);
  });

  it('is one tab stop on the selected tab (roving tabindex)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LoginTabs />);
    expect(tab('手机号')).toHaveAttribute('tabindex', '0');
    expect(tab('邮箱')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(tab('手机号')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with ArrowRight, ArrowLeft, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LoginTabs />);
    await user.click(tab('手机号'));

    await user.keyboard('{ArrowRight}');
    expect(tab('邮箱')).toHaveFocus();
    expect(tab('邮箱')).toHaveAttribute('aria-selected', 'true');
    expect(tab('手机号')).toHaveAttribute('aria-selected', 'false');
    expect(tab('邮箱')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: '邮箱' })).toHaveTextContent('面板 email');

    await user.keyboard('{End}');
    expect(tab('证件')).toHaveFocus();
    expect(tab('证件')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(tab('手机号')).toHaveFocus();
    expect(tab('手机号')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(tab('证件')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Home}');
    expect(tab('手机号')).toHaveFocus();
    expect(tab('手机号')).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on click and reports the key once', async () => {
    const onValueChange = jest.fn();
    renderWithTheme(<LoginTabs onValueChange={onValueChange} />);
    await userEvent.click(tab('邮箱'));
    await userEvent.click(tab('邮箱'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('email');
  });
});
