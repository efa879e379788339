import { act, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type To } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { PAGE_LIST, createTheme, type PageEntry } from '@portal/shared';
import { PortalRoutes } from '../routes/portal-routes';

interface Options {
  /** The page list the routes derive from; the portal's own by default. */
  pages?: readonly PageEntry[];
  /** What the SWR cache starts with, by serialised key. */
  cached?: Map<string, unknown>;
}

/** What a test reads of the router and how it navigates, as a user's browser would. */
export interface TestRouter {
  state: { location: Location; historyAction: string };
  navigate(to: To | number): Promise<void>;
}

/** Hands what the router shows to the test after every render. */
function RouterProbe({ onRender }: { onRender: (router: TestRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  onRender({
    state: { location, historyAction },
    navigate: async (to) => {
      await (typeof to === 'number' ? navigate(to) : navigate(to));
    },
  });
  return null;
}

/**
 * Renders the host's real routes at `path` (after a `/previous` entry) with a fresh store; returns
 * the router too. Awaited inside act, as pages that suspend on a loading module need.
 */
export async function renderPortal(
  path: string,
  store = createStore(),
  options: Options = {},
): Promise<RenderResult & { router: TestRouter; store: ReturnType<typeof createStore> }> {
  const { pages = PAGE_LIST, cached } = options;
  let latest: TestRouter | undefined;
  const cache = () => new Map(cached && [...cached].map(([key, data]) => [key, { data }]));
  const view = await act(async () =>
    render(
      <SWRConfig value={{ provider: cache, revalidateOnMount: false }}>
        <Provider store={store}>
          <ThemeProvider theme={createTheme()}>
            <MemoryRouter initialEntries={['/previous', path]} initialIndex={1}>
              <RouterProbe onRender={(router) => (latest = router)} />
              <PortalRoutes pages={pages} />
            </MemoryRouter>
          </ThemeProvider>
        </Provider>
      </SWRConfig>,
    ),
  );
  const router: TestRouter = {
    get state() {
      return latest!.state;
    },
    navigate: (to) => latest!.navigate(to),
  };
  return { router, store, ...view };
}
