import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { portalStore } from '../state/store';
import { createTheme, type PortalTheme } from '../theme/theme';
import { GlobalStyle } from './global-style';

const defaultTheme = createTheme();

/** The providers every app renders under: the one jotai store, SWR and the merchant theme. */
export function PortalProviders({ children, theme = defaultTheme }: { children: ReactNode; theme?: PortalTheme }) {
  return (
    <JotaiProvider store={portalStore}>
      <SWRConfig value={{ revalidateOnFocus: false }}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </SWRConfig>
    </JotaiProvider>
  );
}
