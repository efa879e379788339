import { act, screen, waitFor } from '@testing-library/react';
import { renderPortal } from '../../__tests__/render-portal';
import { strings } from '@portal/shared';

// The not-found page's chunk cannot be fetched: the route fails to load as a whole.
jest.mock('../not-found-page', () => {
  throw new Error('Loading chunk not-found-page failed');
});

let online = true;

beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('a host page that cannot be loaded', () => {
  it('shows the generic error page with the error message in the real route tree', async () => {
    await renderPortal('/no-such-page');
    const page = await screen.findByRole('alert');
    expect(page).toHaveTextContent(strings.routeError.title);
    expect(page).toHaveTextContent('Loading chunk not-found-page failed');
  });

  it('sends an offline browser to /network-anomaly instead', async () => {
    online = false;
    const { router } = await renderPortal('/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/network-anomaly'));
    await act(() => router.navigate('/no-such-page'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/network-anomaly'));
    expect(await screen.findByRole('heading', { level: 1, name: strings.networkAnomaly.text })).toBeInTheDocument();
  });
});
