import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useBack } from '../use-back';

/** What the test's own arrow and link show. */
const NO_BACK = '没有返回';
const BACK_A_STEP = '返回上一步';
const TO_SIGN_IN = '去登录';

const backTo = (path: string) => `返回到 ${path}`;

function Arrow({ fallback }: { fallback?: string }) {
  const back = useBack(fallback);
  if (back === undefined) return <p>{NO_BACK}</p>;
  return <p>{typeof back === 'string' ? backTo(back) : BACK_A_STEP}</p>;
}

function renderAt(fallback?: string) {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="/start" element={<Link to="/sign-in">{TO_SIGN_IN}</Link>} />
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
    expect(screen.getByText(NO_BACK)).toBeInTheDocument();
  });

  it('leads to the fallback on the first page of a tab when there is one', () => {
    render(
      <MemoryRouter initialEntries={['/agreement']}>
        <Arrow fallback="/sign-up" />
      </MemoryRouter>,
    );
    expect(screen.getByText(backTo('/sign-up'))).toBeInTheDocument();
  });

  it('goes one step back once the portal has opened the page itself', async () => {
    renderAt('/sign-up');
    await userEvent.click(screen.getByRole('link', { name: TO_SIGN_IN }));
    expect(screen.getByText(BACK_A_STEP)).toBeInTheDocument();
  });
});
