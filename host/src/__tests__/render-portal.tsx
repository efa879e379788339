import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { PAGE_LIST, createTheme, type PageEntry } from '@portal/shared';
import { createRoutes } from '../routes/create-routes';

interface Options {
  /** The page list the routes derive from; the portal's own by default. */
  pages?: readonly PageEntry[];
  /** What the SWR cache starts with, by serialised key. */
  cached?: Map<string, unknown>;
}

/**
 * Renders the host's real route tree at `path` with a fresh store; returns the router too.
 * Awaited inside act, as pages that suspend on a loading module need.
 */
export async function renderPortal(path: string, store = createStore(), options: Options = {}) {
  const { pages = PAGE_LIST, cached } = options;
  const router = createMemoryRouter(createRoutes(pages), { initialEntries: ['/previous', path], initialIndex: 1 });
  const cache = () => new Map(cached && [...cached].map(([key, data]) => [key, { data }]));
  const view = await act(async () =>
    render(
      <SWRConfig value={{ provider: cache, revalidateOnMount: false }}>
        <Provider store={store}>
          <ThemeProvider theme={createTheme()}>
            <RouterProvider router={router} />
          </ThemeProvider>
        </Provider>
      </SWRConfig>,
    ),
  );
  return { router, store, ...view };
}
