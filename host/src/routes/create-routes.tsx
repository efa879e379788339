import type { ReactElement, ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PAGE_LIST, PATHS, Spinner, pageTitle, strings, useDocumentTitle, type PageEntry } from '@portal/shared';
import { NetworkAnomalyPage } from '../pages/network-anomaly-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { RemotePage } from '../remotes/remote-page';
import { OfflineRedirect } from './offline-redirect';
import { RequireSignIn, RequireSignedOut } from './require-sign-in';
import { RouteFocus } from './route-focus';

/** Where `/` and a signed-in user's default lands. */
export const HOME_PATH = PATHS.wallet;

// The network-anomaly page ships with the first page: it is shown offline, when no chunk can be
// fetched. The main layout and the not-found page load with their first route.
const HOST_PAGES: Record<string, ReactElement> = {
  networkAnomaly: <NetworkAnomalyPage />,
};
const mainLayout: RouteObject['lazy'] = () =>
  import('../layout/main-layout').then((m) => ({ Component: m.MainLayout }));
const notFound: RouteObject['lazy'] = () =>
  import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

function pageElement(page: PageEntry): ReactElement {
  if (page.owner === 'host') {
    const element = HOST_PAGES[page.key];
    if (!element) throw new Error(`The host has no page ${page.key}`);
    return element;
  }
  const remotePage = <RemotePage key={page.path} page={page} />;
  if (page.access === 'signed-in') return <RequireSignIn>{remotePage}</RequireSignIn>;
  if (page.access === 'signed-out') return <RequireSignedOut>{remotePage}</RequireSignedOut>;
  return remotePage;
}

function childRoutes(list: readonly PageEntry[], layout: PageEntry['layout']): RouteObject[] {
  return list
    .filter((page) => page.layout === layout)
    .map((page) => ({
      path: page.path,
      element: <TitledPage title={pageTitle(page)}>{pageElement(page)}</TitledPage>,
    }));
}

/** The router's tree, built from the portal's page list. */
export function createRoutes(list: readonly PageEntry[] = PAGE_LIST): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <>
          <RouteFocus />
          <OfflineRedirect />
        </>
      ),
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <Spinner label={strings.remote.loading} />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { element: <Outlet />, children: childRoutes(list, 'plain') },
        { lazy: mainLayout, children: childRoutes(list, 'main') },
        { path: '*', lazy: notFound },
      ],
    },
  ];
}
