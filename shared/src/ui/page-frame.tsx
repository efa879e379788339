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
 * The frame of every remote page. Its data attributes say which remote build rendered it and
 * whether the page shares React, the jotai store and this package with the host.
 */
export function PageFrame(props: {
  app: string;
  version: string;
  title: string;
  probe: SingletonProbe;
  children?: ReactNode;
}) {
  const { app, version, title, probe, children } = props;
  const singletons = probe.useState === useState && probe.store === portalStore ? 'shared' : 'duplicated';
  return (
    <Page
      aria-label={title}
      data-remote={app}
      data-remote-version={version}
      data-shared-instance={SHARED_INSTANCE_ID}
      data-singletons={singletons}
    >
      <Title>{title}</Title>
      {children}
    </Page>
  );
}
