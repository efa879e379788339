import type { ReactElement } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Spinner, strings } from '@portal/shared';
import { NetworkAnomalyPage } from '../pages/network-anomaly-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { RemotePage } from '../remotes/remote-page';
import { OfflineRedirect } from './offline-redirect';
import { RequireSignIn } from './require-sign-in';
import { HOME_PATH, ROUTES, type HostPage, type RouteEntry } from './route-table';

// The network-anomaly page ships with the first page: it is shown offline, when no chunk can be
// fetched. The main layout and the not-found page load with their first route.
const HOST_PAGES: Record<HostPage, ReactElement> = {
  'network-anomaly': <NetworkAnomalyPage />,
};
const mainLayout: RouteObject['lazy'] = () =>
  import('../layout/main-layout').then((m) => ({ Component: m.MainLayout }));
const notFound: RouteObject['lazy'] = () =>
  import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

function guarded(entry: RouteEntry, element: ReactElement) {
  return entry.access === 'signed-in' ? <RequireSignIn>{element}</RequireSignIn> : element;
}

function childRoutes(layout: RouteEntry['layout']): RouteObject[] {
  return ROUTES.filter((entry) => entry.layout === layout).map((entry) =>
    'host' in entry.page
      ? { path: entry.path, element: HOST_PAGES[entry.page.host] }
      : { path: entry.path, element: guarded(entry, <RemotePage key={entry.path} module={entry.page} />) },
  );
}

/** The router's tree, built from the one route table. */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <OfflineRedirect />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <Spinner label={strings.remote.loading} />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { element: <Outlet />, children: childRoutes('plain') },
        { lazy: mainLayout, children: childRoutes('main') },
        { path: '*', lazy: notFound },
      ],
    },
  ];
}
