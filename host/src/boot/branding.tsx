import { useMemo, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { SWRConfiguration } from 'swr';
import { PortalProviders, createTheme, merchantAtom, portalStore } from '@portal/shared';
import { useDocumentBranding } from './document-branding';
import { MerchantGate } from './merchant-gate';

interface Props {
  children: ReactNode;
  /** The page's one store by default; tests pass a fresh one. */
  store?: typeof portalStore;
  /** Extra SWR settings, such as a fresh cache for a test. */
  swr?: SWRConfiguration;
}

/**
 * The portal's providers in the merchant's branding (spec §1, §9): loads the merchant before its
 * children render, then gives the tab the merchant's title and icon and every app its colours.
 * The theme goes into the providers themselves (read from the merchant atom of the same store),
 * so the global styles and the notices carry the merchant's accent too.
 */
export function BrandedPortal({ children, store = portalStore, swr }: Props) {
  const { merchant } = useAtomValue(merchantAtom, { store });
  const color = merchant?.color;
  // createTheme falls back to blue for a colour it does not know.
  const theme = useMemo(() => createTheme(color), [color]);
  useDocumentBranding(merchant);

  return (
    <PortalProviders theme={theme} store={store} swr={swr}>
      <MerchantGate>{children}</MerchantGate>
    </PortalProviders>
  );
}
