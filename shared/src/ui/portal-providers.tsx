import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ThemeProvider } from 'styled-components';
import { portalStore } from '../state/store';
import { showSwrError, swrFetcher } from '../swr/fetcher';
import { createTheme, type PortalTheme } from '../theme/theme';
import { LocaleBoundary } from '../locale/locale-boundary';
import { GlobalStyle } from './global-style';
import { NoticeStack } from './notice-stack';

const defaultTheme = createTheme();

/** SWR for every app: the one fetcher and the global error display. */
export const SWR_CONFIG: SWRConfiguration = {
  fetcher: swrFetcher as SWRConfiguration['fetcher'],
  onError: showSwrError,
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};

interface DataProps {
  children: ReactNode;
  /** The page's one store by default; tests pass a fresh one. */
  store?: typeof portalStore;
  /** Extra SWR settings, such as a fresh cache for a test. */
  swr?: SWRConfiguration;
}

/** The one jotai store and SWR: what a theme that follows server data (the merchant's) sits inside. */
export function PortalDataProviders({ children, store = portalStore, swr }: DataProps) {
  return (
    <JotaiProvider store={store}>
      <SWRConfig value={{ ...SWR_CONFIG, ...swr }}>{children}</SWRConfig>
    </JotaiProvider>
  );
}

/** The theme, the global styles and the notices, in that theme. */
export function PortalThemeProvider({ children, theme = defaultTheme }: { children: ReactNode; theme?: PortalTheme }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <LocaleBoundary>{children}</LocaleBoundary>
      <NoticeStack />
    </ThemeProvider>
  );
}

/** The providers every app renders under: the one jotai store, SWR, the theme and notices. */
export function PortalProviders({ children, theme, ...data }: DataProps & { theme?: PortalTheme }) {
  return (
    <PortalDataProviders {...data}>
      <PortalThemeProvider theme={theme}>{children}</PortalThemeProvider>
    </PortalDataProviders>
  );
}
