import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { PortalProviders } from '../ui/portal-providers';

/**
 * Renders `ui` as the apps render it: a fresh jotai store, a fresh SWR cache, the theme and a
 * router at `route`. Returns the store with the usual queries.
 */
export function renderWithPortal(
  ui: ReactElement,
  { route = '/', store = createStore() } = {},
): RenderResult & { store: ReturnType<typeof createStore> } {
  const view = render(
    <PortalProviders store={store} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </PortalProviders>,
  );
  return { store, ...view };
}
