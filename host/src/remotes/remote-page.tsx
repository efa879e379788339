import { Suspense, use, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, strings, type RemotePageEntry } from '@portal/shared';
import { loadRemotePage, pageFailedToRender, pageRendered, type RemotePageModule } from './load-remote-page';
import { PageSkeleton } from './page-skeleton';
import { RemoteBoundary } from './remote-boundary';

const Failure = styled.div`
  width: min(480px, calc(100% - 32px));
  margin: 64px auto;
  padding: 32px 24px;
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};

  h2 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.color.textMuted};
    line-height: 1.6;
  }
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

function LoadedPage({ loading }: { loading: Promise<RemotePageModule> }) {
  const loaded = use(loading);
  // Effects run after the page's own: it has mounted, and its boundary caught nothing.
  useEffect(() => pageRendered(loaded), [loaded]);
  const { default: Page } = loaded;
  return <Page />;
}

/**
 * One page of a remote, loaded on first visit; a failure stays inside the page area with a retry.
 * A canary's page that throws while rendering is loaded again from the stable pin (the page reloads).
 */
export function RemotePage({ page }: { page: Pick<RemotePageEntry, 'owner' | 'module' | 'layout'> }) {
  const load = () => loadRemotePage(page.owner, page.module);
  const [loading, setLoading] = useState(load);
  const [reloading, setReloading] = useState(false);
  const skeleton = <PageSkeleton layout={page.layout} label={strings.remote.loading} />;
  // A failed load was reported (and fell back) as it failed; only a loaded page's render is left.
  const onError = () => setReloading(loading.status === 'fulfilled' && pageFailedToRender(loading.value));
  return (
    <RemoteBoundary
      onRetry={() => setLoading(load())}
      onError={onError}
      fallback={(retry) => (reloading ? skeleton : <RemoteFailure retry={retry} />)}
    >
      <Suspense fallback={skeleton}>
        <LoadedPage loading={loading} />
      </Suspense>
    </RemoteBoundary>
  );
}
