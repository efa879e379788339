import { Navigate, useLocation } from 'react-router-dom';
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

/** A thrown HTTP answer (a `Response`, say) carries a status and its text. */
function isStatusAnswer(error: unknown): error is { status: number; statusText: string } {
  const answer = error as { status?: unknown; statusText?: unknown } | null;
  return typeof answer?.status === 'number' && typeof answer.statusText === 'string';
}

function describe(error: unknown): string {
  if (isStatusAnswer(error)) return `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The generic fallback for an error thrown while rendering a page: the status and text of a thrown
 * HTTP answer, or the error's message (spec §2).
 * Offline, the failure is most likely a page module that could not be fetched, so the offline rule
 * wins.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const target = offlineRedirect(useLocation().pathname);
  if (target) return <Navigate to={target} replace />;
  return (
    <Wrap role="alert">
      <h2>{strings.routeError.title}</h2>
      <pre>{describe(error)}</pre>
    </Wrap>
  );
}
