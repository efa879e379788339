import { useMemo } from 'react';
import styled from 'styled-components';
import { SafeHtml, type SafeHtmlProps } from './safe-html';

/** A title as read: without punctuation (so without its book-title marks: 《用户服务协议》 is 用户服务协议), spaces or letter case. */
const asRead = (title: string): string => title.replace(/[\p{P}\s]/gu, '').toLowerCase();

/**
 * Fits server HTML under the page's own h1: a first heading that only repeats the page title (with or
 * without its 《》) is dropped (it would show the title twice), and h1s become h2s (one h1 per page). Parsed in an inert
 * template: nothing in it runs or loads; SafeHtml sanitises the result.
 */
export function underPageTitle(html: string, title: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const first = template.content.firstElementChild;
  if (first && /^H[1-6]$/.test(first.tagName) && asRead(first.textContent ?? '') === asRead(title)) first.remove();
  for (const heading of template.content.querySelectorAll('h1')) {
    const demoted = document.createElement('h2');
    demoted.append(...heading.childNodes);
    heading.replaceWith(demoted);
  }
  return template.innerHTML;
}

const Article = styled(SafeHtml)`
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

/**
 * Server HTML to read (an agreement, an announcement) under the page's title: fitted by
 * `underPageTitle`, sanitised by SafeHtml and set for reading, with measured lines, clear headings,
 * lists and tables that scroll instead of overflowing.
 */
export function ArticleHtml({ html, title, ...rest }: SafeHtmlProps & { title: string }) {
  const fitted = useMemo(() => underPageTitle(html, title), [html, title]);
  return <Article html={fitted} {...rest} />;
}
