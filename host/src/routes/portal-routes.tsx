import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  PAGE_LIST,
  PATHS,
  Spinner,
  pageTitle,
  strings,
  useDocumentTitle,
  withTexts,
  type PageEntry,
  type PortalPage,
} from '@portal/shared';
import { NetworkAnomalyPage } from '../pages/network-anomaly-page';
import { RemotePage } from '../remotes/remote-page';
import { OfflineRedirect } from './offline-redirect';
import { RequireSignIn, RequireSignedOut } from './require-sign-in';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteFocus } from './route-focus';

/** Where `/` and a signed-in user's default lands. */
export const HOME_PATH = PATHS.wallet;

/** The pages the page list gives the host. */
type HostPageKey = Extract<PortalPage, { owner: 'host' }>['key'];

// One element for each page the list gives the host: a host page added to the list without one
// here does not compile. The network-anomaly page ships with the first page: it is shown offline,
// when no chunk can be fetched. The main layout and the not-found page load with their first route.
const HOST_PAGES: Record<HostPageKey, ReactElement> = {
  networkAnomaly: <NetworkAnomalyPage />,
};
const MainLayout = lazy(() => withTexts(import('../layout/main-layout')).then((m) => ({ default: m.MainLayout })));
const NotFoundPage = lazy(() =>
  withTexts(import('../pages/not-found-page')).then((m) => ({ default: m.NotFoundPage })),
);

function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

function pageElement(page: PageEntry): ReactElement {
  if (page.owner === 'host') {
    // A list other than the portal's (in tests) may name a host page the host does not have.
    const element = (HOST_PAGES as Partial<Record<string, ReactElement>>)[page.key];
    if (!element) throw new Error(`The host has no page ${page.key}`);
    return element;
  }
  const remotePage = <RemotePage key={page.path} page={page} />;
  if (page.access === 'signed-in') return <RequireSignIn>{remotePage}</RequireSignIn>;
  if (page.access === 'signed-out') return <RequireSignedOut>{remotePage}</RequireSignedOut>;
  return remotePage;
}

function pageRoutes(list: readonly PageEntry[], layout: PageEntry['layout']): ReactElement[] {
  return list
    .filter((page) => page.layout === layout)
    .map((page) => (
      <Route
        key={page.path}
        path={page.path}
        element={<TitledPage title={pageTitle(page)}>{pageElement(page)}</TitledPage>}
      />
    ));
}

/** What every page renders inside: focus and announcement on navigation, the error page, the offline rule. */
function PortalFrame() {
  return (
    <>
      <RouteFocus />
      <RouteErrorBoundary>
        <Suspense fallback={<Spinner label={strings.remote.loading} />}>
          <OfflineRedirect />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/**
 * The portal's routes, built from its page list. Declared as elements under a `BrowserRouter` (or a
 * `MemoryRouter` in tests): the portal loads no data through the router, so it needs none of the
 * data router's code on the first page.
 */
export function PortalRoutes({ pages = PAGE_LIST }: { pages?: readonly PageEntry[] }) {
  return (
    <Routes>
      <Route path="/" element={<PortalFrame />}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        {pageRoutes(pages, 'plain')}
        <Route element={<MainLayout />}>{pageRoutes(pages, 'main')}</Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
