import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner, strings } from '@portal/shared';
import { loadRemotePage } from './load-remote-page';
import { RemoteBoundary } from './remote-boundary';
import type { RemoteModuleRef } from './remote-modules';

const Failure = styled.div`
  max-width: 480px;
  margin: 64px auto;
  padding: 32px 24px;
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};

  h2 { margin: 0 0 8px; font-size: 18px; }
  p { margin: 0 0 24px; color: ${({ theme }) => theme.color.textMuted}; line-height: 1.6; }
`;

function RemoteFailure({ retry }: { retry: () => void }) {
  return (
    <Failure role="alert">
      <h2>{strings.remote.failedTitle}</h2>
      <p>{strings.remote.failedBody}</p>
      <Button type="button" onClick={retry}>
        {strings.remote.retry}
      </Button>
    </Failure>
  );
}

/** One page of a remote, loaded on first visit; a failure stays inside the page area with a retry. */
export function RemotePage({ module }: { module: RemoteModuleRef }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a rejected lazy() rejected for good.
  const Page = useMemo(
    () => lazy(() => loadRemotePage(module.remote, module.expose)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reload trigger
    [module.remote, module.expose, attempt],
  );
  return (
    <RemoteBoundary
      key={`${module.remote}/${module.expose}`}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteFailure retry={retry} />}
    >
      <Suspense fallback={<Spinner label={strings.remote.loading} />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
