import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '../../theme/theme';

/** The default merchant theme, for assertions about colours. */
export const testTheme = createTheme();

/** Renders a UI primitive under the theme, as the portal providers would. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<ThemeProvider theme={testTheme}>{ui}</ThemeProvider>);
}
