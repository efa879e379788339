import styled from 'styled-components';
import { SafeHtml } from './safe-html';

/**
 * Server HTML to read (an agreement, an announcement): sanitised by SafeHtml and set for reading,
 * with measured lines, clear headings, lists and tables that scroll instead of overflowing.
 */
export const ArticleHtml = styled(SafeHtml)`
  max-width: 72ch;
  color: ${({ theme }) => theme.color.text};
  font-size: 15px;
  line-height: 1.8;
  overflow-wrap: anywhere;

  h1,
  h2,
  h3,
  h4 {
    margin: 1.4em 0 0.5em;
    font-weight: 600;
    line-height: 1.4;
  }
  h1 {
    font-size: 20px;
  }
  h2 {
    font-size: 18px;
  }
  h3,
  h4 {
    font-size: 16px;
  }
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p {
    margin: 0 0 0.9em;
  }
  ul,
  ol {
    margin: 0 0 0.9em;
    padding-left: 1.5em;
  }
  li + li {
    margin-top: 0.3em;
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  blockquote {
    margin: 0 0 0.9em;
    padding-left: 12px;
    border-left: 3px solid ${({ theme }) => theme.color.accentTint};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
