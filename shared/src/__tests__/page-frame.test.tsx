import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { createStore, useStore } from 'jotai';
import { SHARED_INSTANCE_ID } from '../runtime/instance';
import { PageFrame } from '../ui/page-frame';
import { PortalProviders } from '../ui/portal-providers';

/** The test's own texts, which it gives the component. */
const TITLE = '钱包';

function Page({ store }: { store?: ReturnType<typeof createStore> }) {
  const contextStore = useStore();
  return (
    <PageFrame app="remote-cards" version="1.2.0" title={TITLE} probe={{ useState, store: store ?? contextStore }} />
  );
}

describe('the page frame', () => {
  it('stamps the remote, its version and this copy of the shared core, with its title', () => {
    render(
      <PortalProviders>
        <Page />
      </PortalProviders>,
    );
    const frame = screen.getByRole('region', { name: TITLE });
    expect(frame).toHaveAttribute('data-remote', 'remote-cards');
    expect(frame).toHaveAttribute('data-remote-version', '1.2.0');
    expect(frame).toHaveAttribute('data-shared-instance', SHARED_INSTANCE_ID);
    expect(frame).toHaveAttribute('data-singletons', 'shared');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
  });

  it('reports a page that sees another jotai store than the portal store', () => {
    render(
      <PortalProviders>
        <Page store={createStore()} />
      </PortalProviders>,
    );
    expect(screen.getByRole('region', { name: TITLE })).toHaveAttribute('data-singletons', 'duplicated');
  });
});
