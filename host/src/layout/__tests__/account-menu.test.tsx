import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_NAMES, localeAtom, noticesAtom, portalStore, sessionAtom, strings } from '@portal/shared';
import { LayoutApi } from './fake-api';
import { renderLayout } from './render-layout';
import { layoutStrings as text } from '../strings';

const TITLES = 'GET /api/v1/merchant/user-agreement/title';
const SIGN_OUT = 'DELETE /api/v1/account/login';

const api = new LayoutApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
// A test that switches to English must not leave the next one in it.
afterEach(() => portalStore.set(localeAtom, 'zh-CN'));

beforeEach(() => {
  api.reset();
  localStorage.clear();
  sessionStorage.clear();
  portalStore.set(noticesAtom, []);
});

const accountButton = () => screen.getByRole('button', { name: text.accountMenu });

async function openMenu(route = '/wallet') {
  const user = userEvent.setup();
  const view = renderLayout(route);
  await user.click(accountButton());
  return { user, menu: screen.getByRole('menu', { name: text.accountMenu }), ...view };
}

describe('the account menu', () => {
  it('is a closed menu button to start with', () => {
    renderLayout('/wallet');
    expect(accountButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens with Enter on the first item; arrows move and wrap; Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderLayout('/wallet');
    accountButton().focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: text.accountMenu });
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    expect(accountButton()).toHaveAttribute('aria-controls', menu.id);
    const [agreement, language, signOut] = within(menu).getAllByRole('menuitem');
    expect(agreement).toHaveTextContent(strings.shell.userAgreement);
    expect(language).toHaveTextContent('English');
    expect(signOut).toHaveTextContent(strings.shell.signOut);
    expect(agreement).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(language).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(signOut).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(agreement).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(signOut).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(accountButton()).toHaveFocus();
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown on the first item, with ArrowUp on the last, and with Space', async () => {
    const user = userEvent.setup();
    renderLayout('/wallet');
    accountButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: strings.shell.userAgreement })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: strings.shell.signOut })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: strings.shell.userAgreement })).toHaveFocus();
  });

  it('opens when the mouse rests on it and closes when the mouse leaves', async () => {
    const user = userEvent.setup();
    renderLayout('/wallet');
    await user.hover(accountButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(document.body).toHaveFocus();
    await user.unhover(accountButton());
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('stays open once clicked, even when the mouse then leaves', async () => {
    const user = userEvent.setup();
    renderLayout('/wallet');
    await user.click(accountButton());
    await user.unhover(accountButton());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: strings.shell.userAgreement })).toHaveFocus();
  });

  it('shows the e-mail above its items, where phones find it', async () => {
    const { menu } = await openMenu();
    const panel = menu.parentElement as HTMLElement;
    expect(await within(panel).findByText('lin@example.com')).toBeInTheDocument();
    expect(within(menu).queryByText('lin@example.com')).not.toBeInTheDocument();
  });

  it('closes on a press elsewhere', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('navigation', { name: strings.header.mainMenu }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('用户协议', () => {
  it('opens /agreement with the first agreement id as navigation state', async () => {
    api.on(TITLES, {
      data: [
        { id: 'a-1', title: '用户服务协议' },
        { id: 'a-2', title: '隐私政策' },
      ],
    });
    const { user } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: strings.shell.userAgreement }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/agreement {"id":"a-1"}'));
  });

  it('shows 暂无用户协议 when there is no agreement, staying on the page', async () => {
    api.on(TITLES, { data: [] });
    const { user } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: strings.shell.userAgreement }));
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.shell.noAgreement);
    expect(screen.getByTestId('where')).toHaveTextContent('/wallet');
  });

  it('shows the failure of the list call and stays', async () => {
    api.on(TITLES, { code: 3001, message: '商户不存在' });
    const { user } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: strings.shell.userAgreement }));
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.api.withCode('商户不存在', 3001));
    expect(screen.getByTestId('where')).toHaveTextContent('/wallet');
  });
});

describe('退出登录', () => {
  it.each([
    ['the server answers', { data: null }],
    ['the server fails', { code: 500, message: '服务异常' }],
    ['the server cannot be reached', { networkError: true as const }],
  ])('revokes the token, clears the session and lands on /sign-in when %s', async (_case, answer) => {
    api.on(SIGN_OUT, answer);
    const { user, store } = await openMenu('/card');
    expect(sessionStorage.getItem('menuKey')).toBe('card');
    expect(sessionStorage.getItem('token')).toBe('layout-token');
    await user.click(screen.getByRole('menuitem', { name: strings.shell.signOut }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/sign-in'));
    expect(api.callsTo(SIGN_OUT)).toHaveLength(1);
    expect(store.get(sessionAtom)).toEqual({ isLogin: false, token: '' });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('menuKey')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches the portal to English and back, named in the language it switches to', async () => {
    const user = userEvent.setup();
    renderLayout('/wallet');
    await user.click(accountButton());
    const english = screen.getByRole('menuitem', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    await user.click(english);
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wallet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: LOCALE_NAMES['zh-CN'] }));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(await screen.findByRole('link', { name: strings.menu.wallet })).toBeInTheDocument();
  });
});
