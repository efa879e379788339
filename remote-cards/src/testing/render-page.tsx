import { useEffect, type ReactElement } from 'react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStore, useStore } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { completeSignIn, noticesAtom, portalStore } from '@portal/shared';
import { startLiveEvents } from '@portal/shared/live';
import { FakeApi, fakeEventStream, renderWithPortal, type FakeEventStream } from '@portal/shared/testing';

/** A fake API for a test file, reset before each test with storage and notices. */
export function startFakeApi(): FakeApi {
  const api = new FakeApi();
  beforeAll(() => api.start());
  afterAll(() => api.stop());
  beforeEach(() => {
    api.reset();
    localStorage.clear();
    sessionStorage.clear();
    portalStore.set(noticesAtom, []);
  });
  return api;
}

/** Where the page sent the user, for links and navigation. */
function Elsewhere() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</p>;
}

/** The current address, so a test can see what the URL keeps. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

/**
 * A page of this remote at `route` for a signed-in customer; other paths show where they lead.
 * `path` is the route the page answers (the route's own path by default; `/*` for a page with routes of its own).
 */
export function renderSignedIn(
  page: ReactElement,
  route: string,
  path = route.split('?')[0] ?? route,
): ReturnType<typeof renderWithPortal> & { user: UserEvent } {
  const store = createStore();
  completeSignIn('token', store);
  const user = userEvent.setup();
  const view = renderWithPortal(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
      <Address />
    </>,
    { route, store },
  );
  return { user, ...view };
}

/** The address the page is at now. */
export const address = () => document.querySelector('[data-testid="address"]')?.textContent ?? '';

/** The host's live connection, on a stream the test writes to. */
function LiveEvents({ stream }: { stream: FakeEventStream }) {
  const { mutate } = useSWRConfig();
  const store = useStore();
  useEffect(() => startLiveEvents({ store, mutate, stream: { fetch: stream.fetch } }), [mutate, store, stream]);
  return null;
}

/**
 * renderSignedIn beside the host's live connection: `live.sendCardTransactions()` tells the page
 * that a card transaction was recorded or settled, as the API does.
 */
export function renderSignedInLive(
  page: ReactElement,
  route: string,
  path?: string,
): ReturnType<typeof renderSignedIn> & { live: FakeEventStream } {
  const live = fakeEventStream();
  const view = renderSignedIn(
    <>
      <LiveEvents stream={live} />
      {page}
    </>,
    route,
    path,
  );
  return { ...view, live };
}
