import { act, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { PortalProviders } from '@portal/shared';
import { RouteErrorPage } from '../route-error-page';

let online = true;

beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // The router reports what it caught on the console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function Broken(): never {
  throw new Error('卡片列表渲染失败');
}

async function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: 'broken', element: <Broken /> },
          { path: 'network-anomaly', element: <p>network anomaly page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await act(async () =>
    render(
      <PortalProviders store={createStore()}>
        <RouterProvider router={router} />
      </PortalProviders>,
    ),
  );
  return router;
}

describe('the generic route error page', () => {
  it('shows the status and status text of a route error response (a 404 of the router)', async () => {
    await renderAt('/nowhere');
    const page = screen.getByRole('alert');
    expect(page).toHaveTextContent('应用发生意外错误！');
    expect(page).toHaveTextContent('404 Not Found');
  });

  it('shows the message of an error thrown while rendering', async () => {
    await renderAt('/broken');
    const page = screen.getByRole('alert');
    expect(page).toHaveTextContent('应用发生意外错误！');
    expect(page).toHaveTextContent('卡片列表渲染失败');
  });

  it('gives way to the network-anomaly page when the browser is offline', async () => {
    online = false;
    const router = await renderAt('/broken');
    expect(await screen.findByText('network anomaly page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/network-anomaly');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
