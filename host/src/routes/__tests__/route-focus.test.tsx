import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactElement } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteFocus } from '../route-focus';
import { routeStrings } from '../strings';

/** The test's own pages: their headings, links and the sign-in page's field. */
const PAGE = {
  wallet: '钱包',
  settings: '设置',
  card: '卡片',
  cardLink: '卡片入口',
  signIn: '登录',
  signInLink: '登录入口',
  phone: '手机号',
} as const;

let releaseSlowPage: () => void = () => {};
const SlowPage = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      releaseSlowPage = () => resolve({ default: () => <h1>{PAGE.card}</h1> });
    }),
);

function renderRoutes(initial: string) {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <RouteFocus />
      <nav>
        <Link to="/wallet">{PAGE.wallet}</Link>
        <Link to="/settings">{PAGE.settings}</Link>
        <Link to="/card">{PAGE.cardLink}</Link>
        <Link to="/sign-in">{PAGE.signInLink}</Link>
      </nav>
      <Suspense fallback={<p>加载中</p>}>
        <Routes>
          <Route path="/wallet" element={<h1>{PAGE.wallet}</h1>} />
          <Route path="/settings" element={<h1>{PAGE.settings}</h1>} />
          <Route path="/card" element={<SlowPage />} />
          <Route
            path="/sign-in"
            element={
              <>
                <h1>{PAGE.signIn}</h1>
                <input aria-label={PAGE.phone} autoFocus />
              </>
            }
          />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

describe('focus after a navigation', () => {
  it('leaves the first page of a visit to the browser', () => {
    renderRoutes('/wallet');
    expect(screen.getByRole('heading', { name: PAGE.wallet })).not.toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("moves to the new page's heading and announces the page", async () => {
    renderRoutes('/wallet');
    await userEvent.click(screen.getByRole('link', { name: PAGE.settings }));
    expect(screen.getByRole('heading', { name: PAGE.settings })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(routeStrings.arrived(PAGE.settings));
  });

  it('waits for a page that loads its module first', async () => {
    renderRoutes('/wallet');
    await userEvent.click(screen.getByRole('link', { name: PAGE.cardLink }));
    await act(async () => releaseSlowPage());
    expect(await screen.findByRole('heading', { name: PAGE.card })).toHaveFocus();
  });

  it('keeps the caret where a page put it in a field', async () => {
    renderRoutes('/wallet');
    await userEvent.click(screen.getByRole('link', { name: PAGE.signInLink }));
    expect(screen.getByRole('textbox', { name: PAGE.phone })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(routeStrings.arrived(PAGE.signIn));
  });
});
