import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '@portal/shared';
import { createRoutes } from '../routes/create-routes';

/**
 * Renders the host's real route tree at `path` with a fresh store; returns the router too.
 * Awaited inside act, as pages that suspend on a loading module need.
 */
export async function renderPortal(path: string, store = createStore()) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/previous', path], initialIndex: 1 });
  const view = await act(async () =>
    render(
      <Provider store={store}>
        <ThemeProvider theme={createTheme()}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </Provider>,
    ),
  );
  return { router, store, ...view };
}
