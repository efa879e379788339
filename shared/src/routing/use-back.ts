import { useLocation, useNavigate, type Location } from 'react-router-dom';

/**
 * Whether this tab holds an earlier page of the portal to go back to. The browser router numbers its
 * entries (`idx`, 0 for the first, and for a page a redirect replaced it with); a router without that
 * (in memory) has moved when its location is no longer the initial one.
 */
function hasEarlierPortalPage(location: Location): boolean {
  const entry = window.history.state as { idx?: unknown } | null;
  if (typeof entry?.idx === 'number') return entry.idx > 0;
  return location.key !== 'default';
}

/**
 * Where a back arrow leads: one step back when the portal itself opened this page in this tab, else
 * `fallback`; with no fallback, nowhere (no arrow), so the arrow never leaves the site.
 */
export function useBack(fallback?: string): string | (() => void) | undefined {
  const navigate = useNavigate();
  const location = useLocation();
  return hasEarlierPortalPage(location) ? () => navigate(-1) : fallback;
}
