import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '@portal/shared';

/** Where an offline browser at `pathname` is sent (spec §2); null online or when already there. */
export function offlineRedirect(pathname: string): string | null {
  return navigator.onLine || pathname === PATHS.networkAnomaly ? null : PATHS.networkAnomaly;
}

/**
 * The root route's element: on every navigation (each one renders it with a new location), an
 * offline browser is sent to the network-anomaly page, replacing the entry (spec §2). Deciding
 * while rendering keeps the page the user asked for from rendering and fetching its module first.
 * Going offline without navigating changes nothing, so a half-filled form stays on screen.
 */
export function OfflineRedirect() {
  const target = offlineRedirect(useLocation().pathname);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
