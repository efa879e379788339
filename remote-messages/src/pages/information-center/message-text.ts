import { sanitizeHtml } from '@portal/shared/html';

/** Characters of a row's excerpt; the row clamps it to two lines as well. */
const EXCERPT_LENGTH = 80;

/** Block elements whose end should read as a space in one line of text. */
const BLOCKS = 'p, div, br, li, h1, h2, h3, h4, h5, h6, tr, blockquote';

/**
 * A short plain-text excerpt of server HTML. It is sanitised, then parsed into an inert document
 * (no scripts run, no images load) and only its text is read, so no markup reaches the row.
 */
export function messageExcerpt(html: string, length = EXCERPT_LENGTH): string {
  const body = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body;
  for (const block of body.querySelectorAll(BLOCKS)) block.after(' ');
  const textContent = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  const characters = [...textContent];
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : textContent;
}
