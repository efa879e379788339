import { useState, type ReactNode } from 'react';
import { useStore } from 'jotai';
import { PageFrame as SharedPageFrame } from '@portal/shared';

/** This remote's pages sit in the shared frame, stamped with this build's name and version. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <SharedPageFrame app={__APP_NAME__} version={__APP_VERSION__} title={title} probe={{ useState, store: useStore() }}>
      {children}
    </SharedPageFrame>
  );
}
