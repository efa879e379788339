import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ThemeProvider } from 'styled-components';
import { portalStore } from '../state/store';
import { showSwrError, swrFetcher } from '../swr/fetcher';
import { createTheme, type PortalTheme } from '../theme/theme';
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

interface Props {
  children: ReactNode;
  theme?: PortalTheme;
  /** The page's one store by default; tests pass a fresh one. */
  store?: typeof portalStore;
  /** Extra SWR settings, such as a fresh cache for a test. */
  swr?: SWRConfiguration;
}

/** The providers every app renders under: the one jotai store, SWR, the merchant theme and notices. */
export function PortalProviders({ children, theme = defaultTheme, store = portalStore, swr }: Props) {
  return (
    <JotaiProvider store={store}>
      <SWRConfig value={{ ...SWR_CONFIG, ...swr }}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
          <NoticeStack />
        </ThemeProvider>
      </SWRConfig>
    </JotaiProvider>
  );
}
