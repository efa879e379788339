import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useBack } from '../use-back';

function Arrow({ fallback }: { fallback?: string }) {
  const back = useBack(fallback);
  if (back === undefined) return <p>没有返回</p>;
  return <p>{typeof back === 'string' ? `返回到 ${back}` : '返回上一步'}</p>;
}

function renderAt(fallback?: string) {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="/start" element={<Link to="/sign-in">去登录</Link>} />
        <Route path="/sign-in" element={<Arrow fallback={fallback} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useBack', () => {
  it('offers no way back on the first page of a tab, so the arrow cannot leave the site', () => {
    render(
      <MemoryRouter initialEntries={['/sign-in']}>
        <Arrow />
      </MemoryRouter>,
    );
    expect(screen.getByText('没有返回')).toBeInTheDocument();
  });

  it('leads to the fallback on the first page of a tab when there is one', () => {
    render(
      <MemoryRouter initialEntries={['/agreement']}>
        <Arrow fallback="/sign-up" />
      </MemoryRouter>,
    );
    expect(screen.getByText('返回到 /sign-up')).toBeInTheDocument();
  });

  it('goes one step back once the portal has opened the page itself', async () => {
    renderAt('/sign-up');
    await userEvent.click(screen.getByRole('link', { name: '去登录' }));
    expect(screen.getByText('返回上一步')).toBeInTheDocument();
  });
});
