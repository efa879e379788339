import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server; it is sanitised before it reaches the page. */
  html: string;
}

/** Renders server HTML through `sanitizeHtml`: the only way the portal puts server HTML on a page. */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
