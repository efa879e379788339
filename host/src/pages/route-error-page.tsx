import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { strings } from '@portal/shared';
import { offlineRedirect } from '../routes/offline-redirect';

const Wrap = styled.main`
  padding: 48px 16px;
  max-width: 720px;
  margin: 0 auto;

  h2 {
    margin: 0 0 12px;
  }
  pre {
    white-space: pre-wrap;
    color: ${({ theme }) => theme.color.danger};
  }
`;

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The router's generic fallback: the status and text, or the error message (spec §2). Offline, the
 * failure is most likely a page module that could not be fetched, so the offline rule wins.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const target = offlineRedirect(useLocation().pathname);
  if (target) return <Navigate to={target} replace />;
  return (
    <Wrap role="alert">
      <h2>{strings.routeError.title}</h2>
      <pre>{describe(error)}</pre>
    </Wrap>
  );
}
