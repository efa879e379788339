import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { useTheme } from 'styled-components';
import { Button, createTheme, noticesAtom, portalStore, useDocumentTitle } from '@portal/shared';
import { BrandedPortal } from '../branding';
import { MERCHANT, deferred, startMerchantServer } from './merchant-server';
import { bootStrings as text } from '../strings';

let api: Awaited<ReturnType<typeof startMerchantServer>>;

beforeAll(async () => {
  api = await startMerchantServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.state.answer = { data: MERCHANT };
  api.state.requests = 0;
  portalStore.set(noticesAtom, []);
  document.title = '';
  document.head.querySelectorAll('link[rel~="icon"]').forEach((link) => link.remove());
});

/** The label of the test's own button. */
const BUTTON_LABEL = '开卡';
/** The title the test's own page gives the tab. */
const PAGE_TITLE = '钱包';

/** What a page (钱包) under the providers sees of the theme; it names the tab as every page does. */
function ThemeProbe() {
  const { color } = useTheme();
  useDocumentTitle(PAGE_TITLE);
  return <p>{`brand ${color.brand} tint ${color.accentTint}`}</p>;
}

function renderBranded() {
  const store = createStore();
  const view = render(
    <BrandedPortal store={store} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ThemeProbe />
    </BrandedPortal>,
  );
  return { store, ...view };
}

describe('the branded portal', () => {
  it('shows a spinner, and nothing of the pages, while the merchant loads', async () => {
    const answer = deferred();
    api.state.answer = { hold: answer.promise };
    renderBranded();
    expect(screen.getByRole('status', { name: text.loadingMerchant })).toBeInTheDocument();
    expect(screen.queryByText(/^brand/)).not.toBeInTheDocument();
    await act(async () => answer.release());
    expect(await screen.findByText(/^brand/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: text.loadingMerchant })).not.toBeInTheDocument();
  });

  it("applies the merchant's title, favicon and colours", async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="data:," />');
    renderBranded();
    expect(await screen.findByText('brand #A17DF5 tint #F5F1FE')).toBeInTheDocument();
    expect(document.title).toBe(`${PAGE_TITLE} - ${MERCHANT.title}`);
    const icons = document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]?.href).toBe(MERCHANT.favicon);
  });

  it('adds a favicon link when the page has none', async () => {
    renderBranded();
    await screen.findByText(/^brand/);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe(MERCHANT.favicon);
  });

  it("draws the shared primitives in the merchant's colour (a button is filled with its accessible shade)", async () => {
    render(
      <BrandedPortal store={createStore()} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Button type="button">{BUTTON_LABEL}</Button>
      </BrandedPortal>,
    );
    const button = await screen.findByRole('button', { name: BUTTON_LABEL });
    const fill = createTheme('MERCHANT_COLOR_PURPLE').color.accentFill;
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(fill.slice(at, at + 2), 16));
    expect(getComputedStyle(button).backgroundColor).toBe(`rgb(${r}, ${g}, ${b})`);
    expect(fill).not.toBe('#A17DF5');
  });

  it.each([
    ['an unknown colour', 'MERCHANT_COLOR_GREEN'],
    ['no colour', undefined],
  ])('falls back to blue for %s', async (_case, color) => {
    api.state.answer = { data: { ...MERCHANT, color } };
    renderBranded();
    expect(await screen.findByText('brand #3399FF tint #EBF5FF')).toBeInTheDocument();
  });

  it('says so in Chinese when the merchant cannot be loaded, and 重试 loads it again', async () => {
    api.state.answer = { httpStatus: 503 };
    renderBranded();
    const failure = await screen.findByText(text.merchantFailed);
    expect(failure).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/^brand/)).not.toBeInTheDocument();

    const answer = deferred();
    api.state.answer = { hold: answer.promise };
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('status', { name: text.loadingMerchant })).toBeInTheDocument();

    await act(async () => answer.release());
    expect(await screen.findByText('brand #A17DF5 tint #F5F1FE')).toBeInTheDocument();
    expect(screen.queryByText(text.merchantFailed)).not.toBeInTheDocument();
    expect(api.state.requests).toBe(2);
    await waitFor(() => expect(document.title).toBe(`${PAGE_TITLE} - ${MERCHANT.title}`));
  });

  it('shows a merchant already in the cache at once, while it is fetched again', async () => {
    const cache = new Map();
    const first = render(
      <BrandedPortal store={createStore()} swr={{ provider: () => cache, dedupingInterval: 0 }}>
        <ThemeProbe />
      </BrandedPortal>,
    );
    await screen.findByText(/^brand/);
    first.unmount();

    api.state.answer = { hold: new Promise<void>(() => undefined) };
    const store = createStore();
    render(
      <BrandedPortal store={store} swr={{ provider: () => cache, dedupingInterval: 0 }}>
        <ThemeProbe />
      </BrandedPortal>,
    );
    expect(await screen.findByText('brand #A17DF5 tint #F5F1FE')).toBeInTheDocument();
  });

  it('loads under StrictMode, as the page renders it', async () => {
    render(
      <StrictMode>
        <BrandedPortal store={createStore()} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <ThemeProbe />
        </BrandedPortal>
      </StrictMode>,
    );
    expect(await screen.findByText('brand #A17DF5 tint #F5F1FE')).toBeInTheDocument();
  });
});
