import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.page};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.color.accent}; text-underline-offset: 3px; }
  /* One focus style for every control and link; components only move its offset where they must. */
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 2px;
  }
  /* A heading focused after a navigation is where reading starts, not a control: no ring. */
  h1[tabindex='-1']:focus { outline: none; }
`;
