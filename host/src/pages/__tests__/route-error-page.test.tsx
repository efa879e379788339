import { act, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { PortalProviders, strings } from '@portal/shared';
import { RouteErrorBoundary } from '../../routes/route-error-boundary';

let online = true;

beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // React reports what the boundary caught on the console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** The test's own page and the error its broken page throws. */
const WALLET = '钱包';
const RENDER_ERROR = '卡片列表渲染失败';

function Broken(): never {
  throw new Error(RENDER_ERROR);
}

function ThrowsAnswer(): never {
  throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
}

function Where() {
  return <output aria-label="where">{`${useNavigationType()} ${useLocation().pathname}`}</output>;
}

async function renderAt(path: string) {
  await act(async () =>
    render(
      <PortalProviders store={createStore()}>
        <MemoryRouter initialEntries={[path]}>
          <Where />
          <Link to="/wallet">{WALLET}</Link>
          <RouteErrorBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/answer" element={<ThrowsAnswer />} />
              <Route path="/wallet" element={<h1>{WALLET}</h1>} />
              <Route path="/network-anomaly" element={<p>network anomaly page</p>} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>
      </PortalProviders>,
    ),
  );
}

describe('the generic route error page', () => {
  it('shows the message of an error thrown while rendering', async () => {
    await renderAt('/broken');
    const page = screen.getByRole('alert');
    expect(page).toHaveTextContent(strings.routeError.title);
    expect(page).toHaveTextContent(RENDER_ERROR);
  });

  it('shows the status and status text of a thrown HTTP answer', async () => {
    await renderAt('/answer');
    expect(screen.getByRole('alert')).toHaveTextContent('503 Service Unavailable');
  });

  it('gives way to the next page when the user navigates on', async () => {
    await renderAt('/broken');
    await act(async () => screen.getByRole('link', { name: WALLET }).click());
    expect(screen.getByRole('heading', { name: WALLET })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives way to the network-anomaly page when the browser is offline', async () => {
    online = false;
    await renderAt('/broken');
    expect(await screen.findByText('network anomaly page')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('REPLACE /network-anomaly');
  });
});
