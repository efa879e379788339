import { useMemo, type ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { PortalDataProviders, PortalThemeProvider, createTheme, portalStore, useMerchant } from '@portal/shared';
import { useDocumentBranding } from './document-branding';
import { MerchantGate } from './merchant-gate';

interface Props {
  children: ReactNode;
  /** The page's one store by default; tests pass a fresh one. */
  store?: typeof portalStore;
  /** Extra SWR settings, such as a fresh cache for a test. */
  swr?: SWRConfiguration;
}

/** The merchant's theme around everything, the global styles and the notices included (spec §1, §9). */
function MerchantTheme({ children }: { children: ReactNode }) {
  const { data: merchant } = useMerchant();
  const color = merchant?.color;
  // createTheme falls back to blue for a colour it does not know.
  const theme = useMemo(() => createTheme(color), [color]);
  useDocumentBranding(merchant ?? null);
  return <PortalThemeProvider theme={theme}>{children}</PortalThemeProvider>;
}

/**
 * The portal's providers in the merchant's branding (spec §1, §9): loads the merchant before its
 * children render, then gives the tab the merchant's icon and every app its colours.
 * The merchant lives in the SWR cache alone; the theme reads it there.
 */
export function BrandedPortal({ children, store = portalStore, swr }: Props) {
  return (
    <PortalDataProviders store={store} swr={swr}>
      <MerchantTheme>
        <MerchantGate>{children}</MerchantGate>
      </MerchantTheme>
    </PortalDataProviders>
  );
}
