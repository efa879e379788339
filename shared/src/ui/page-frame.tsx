import { useState, type ReactNode } from 'react';
import type { createStore } from 'jotai';
import styled from 'styled-components';
import { SHARED_INSTANCE_ID } from '../runtime/instance';
import { portalStore } from '../state/store';

/** What a page saw of the singletons: its own `useState` and the jotai store its context gives. */
export interface SingletonProbe {
  useState: typeof useState;
  store: ReturnType<typeof createStore>;
}

const Page = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px;
`;

const Title = styled.h1`
  margin: 0 0 16px;
  font-size: 22px;
  font-weight: 600;
`;

/**
 * The data attributes that say which remote build rendered a page and whether the page shares
 * React, the jotai store and this package with the host. Every remote page's outer section carries them.
 */
export function remoteStamp(app: string, version: string, probe: SingletonProbe) {
  const singletons = probe.useState === useState && probe.store === portalStore ? 'shared' : 'duplicated';
  return {
    'data-remote': app,
    'data-remote-version': version,
    'data-shared-instance': SHARED_INSTANCE_ID,
    'data-singletons': singletons,
  };
}

/** The frame of a remote page: a titled section stamped with `remoteStamp`. */
export function PageFrame(props: {
  app: string;
  version: string;
  title: string;
  probe: SingletonProbe;
  children?: ReactNode;
}) {
  const { app, version, title, probe, children } = props;
  return (
    <Page aria-label={title} {...remoteStamp(app, version, probe)}>
      <Title>{title}</Title>
      {children}
    </Page>
  );
}
