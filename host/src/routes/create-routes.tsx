import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { MainLayout } from '../layout/main-layout';
import { NetworkAnomalyPage } from '../pages/network-anomaly-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { RemotePage } from '../remotes/remote-page';
import { RequireSignIn } from './require-sign-in';
import { HOME_PATH, ROUTES, type HostPage, type RouteEntry } from './route-table';

const HOST_PAGES: Record<HostPage, ComponentType> = {
  'network-anomaly': NetworkAnomalyPage,
};

function pageElement(entry: RouteEntry) {
  if ('host' in entry.page) {
    const HostPageComponent = HOST_PAGES[entry.page.host];
    return <HostPageComponent />;
  }
  return <RemotePage key={entry.path} module={entry.page} />;
}

function childRoutes(layout: RouteEntry['layout']): RouteObject[] {
  return ROUTES.filter((entry) => entry.layout === layout).map((entry) => ({
    path: entry.path,
    element: entry.access === 'signed-in' ? <RequireSignIn>{pageElement(entry)}</RequireSignIn> : pageElement(entry),
  }));
}

/** The router's tree, built from the one route table. */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { element: <Outlet />, children: childRoutes('plain') },
        { element: <MainLayout />, children: childRoutes('main') },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
