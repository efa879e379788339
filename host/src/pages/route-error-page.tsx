import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { strings } from '@portal/shared';

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

/** The router's generic fallback: the status and text, or the error message (spec §2). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Wrap role="alert">
      <h2>{strings.routeError.title}</h2>
      <pre>{detail}</pre>
    </Wrap>
  );
}
