import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactElement } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteFocus } from '../route-focus';

let releaseSlowPage: () => void = () => {};
const SlowPage = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      releaseSlowPage = () => resolve({ default: () => <h1>卡片</h1> });
    }),
);

function renderRoutes(initial: string) {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <RouteFocus />
      <nav>
        <Link to="/wallet">钱包</Link>
        <Link to="/settings">设置</Link>
        <Link to="/card">卡片入口</Link>
        <Link to="/sign-in">登录入口</Link>
      </nav>
      <Suspense fallback={<p>加载中</p>}>
        <Routes>
          <Route path="/wallet" element={<h1>钱包</h1>} />
          <Route path="/settings" element={<h1>设置</h1>} />
          <Route path="/card" element={<SlowPage />} />
          <Route
            path="/sign-in"
            element={
              <>
                <h1>登录</h1>
                <input aria-label="手机号" autoFocus />
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
    expect(screen.getByRole('heading', { name: '钱包' })).not.toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("moves to the new page's heading and announces the page", async () => {
    renderRoutes('/wallet');
    await userEvent.click(screen.getByRole('link', { name: '设置' }));
    expect(screen.getByRole('heading', { name: '设置' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('已打开：设置');
  });

  it('waits for a page that loads its module first', async () => {
    renderRoutes('/wallet');
    await userEvent.click(screen.getByRole('link', { name: '卡片入口' }));
    await act(async () => releaseSlowPage());
    expect(await screen.findByRole('heading', { name: '卡片' })).toHaveFocus();
  });

  it('keeps the caret where a page put it in a field', async () => {
    renderRoutes('/wallet');
    await userEvent.click(screen.getByRole('link', { name: '登录入口' }));
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('已打开：登录');
  });
});
