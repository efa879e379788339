import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuKeyForPath } from '../menu-entries';
import { LayoutApi } from './fake-api';
import { renderLayout } from './render-layout';
import { strings } from '@portal/shared';

const api = new LayoutApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  localStorage.clear();
  sessionStorage.clear();
});

const LABELS = strings.menu;

function selectedEntry() {
  const menu = screen.getByRole('navigation', { name: strings.header.mainMenu });
  return menu.querySelector('[data-selected="true"]');
}

describe('the main menu', () => {
  it('offers 钱包, 卡片, 交易记录 and 设置 linking to their pages', () => {
    renderLayout('/wallet');
    expect(screen.getByRole('link', { name: strings.menu.wallet })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('link', { name: strings.menu.card })).toHaveAttribute('href', '/card');
    expect(screen.getByRole('link', { name: strings.menu.transactions })).toHaveAttribute('href', '/transactions');
    expect(screen.getByRole('link', { name: strings.menu.settings })).toHaveAttribute('href', '/settings');
  });

  it('selects 交易记录 on its pages and leaves the stored key of spec §2 as it was', async () => {
    const user = userEvent.setup();
    renderLayout('/card');
    await user.click(screen.getByRole('link', { name: strings.menu.transactions }));
    expect(screen.getByTestId('where')).toHaveTextContent('/transactions');
    expect(selectedEntry()).toHaveTextContent(strings.menu.transactions);
    expect(screen.getByRole('link', { name: strings.menu.transactions })).toHaveAttribute('aria-current', 'page');
    expect(sessionStorage.getItem('menuKey')).toBe('card');
  });

  it('selects 交易记录 on a transaction of its own', () => {
    renderLayout('/transaction-details?id=1');
    expect(selectedEntry()).toHaveTextContent(strings.menu.transactions);
    expect(screen.getByRole('link', { name: strings.menu.transactions })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/wallet', 'wallet'],
    ['/card', 'card'],
    ['/create-card', 'card'],
    ['/card-details', 'card'],
    ['/bulk-export', 'card'],
    ['/create-card/verification', 'card'],
    ['/create-card/secondary-verification-data', 'card'],
    ['/settings', 'settings'],
  ] as const)('selects the entry of %s and keeps %s in session storage', (route, key) => {
    renderLayout(route);
    expect(selectedEntry()).toHaveTextContent(LABELS[key]);
    expect(screen.getByRole('link', { name: LABELS[key] })).toHaveAttribute('aria-current', 'page');
    expect(sessionStorage.getItem('menuKey')).toBe(key);
  });

  it('keeps the stored entry on pages outside the menu', async () => {
    const user = userEvent.setup();
    renderLayout('/card');
    await user.click(screen.getByRole('link', { name: new RegExp(`^${strings.header.messages}`) }));
    expect(screen.getByTestId('where')).toHaveTextContent('/information-center');
    expect(selectedEntry()).toHaveTextContent(strings.menu.card);
    expect(sessionStorage.getItem('menuKey')).toBe('card');
    // Drawn as selected, but not announced as the page on screen.
    expect(screen.getByRole('link', { name: strings.menu.card })).not.toHaveAttribute('aria-current');
  });

  it('stores the key of the entry the user clicks and follows it to its page', async () => {
    const user = userEvent.setup();
    renderLayout('/information-center');
    expect(selectedEntry()).toHaveTextContent(strings.menu.wallet);
    await user.click(screen.getByRole('link', { name: strings.menu.settings }));
    expect(screen.getByTestId('where')).toHaveTextContent('/settings');
    expect(selectedEntry()).toHaveTextContent(strings.menu.settings);
    expect(sessionStorage.getItem('menuKey')).toBe('settings');
    await user.click(screen.getByRole('link', { name: strings.menu.card }));
    expect(sessionStorage.getItem('menuKey')).toBe('card');
  });
});

describe('menuKeyForPath', () => {
  it("gives each page its list entry's menu key, with a trailing slash too, and nothing to other paths", () => {
    expect(menuKeyForPath('/create-card/secondary-verification-data')).toBe('card');
    expect(menuKeyForPath('/create-card/anything')).toBeNull();
    expect(menuKeyForPath('/card/')).toBe('card');
    expect(menuKeyForPath('/information-center')).toBeNull();
    expect(menuKeyForPath('/information-announcement-details')).toBeNull();
    expect(menuKeyForPath('/cards')).toBeNull();
    expect(menuKeyForPath('/constructor')).toBeNull();
  });
});
