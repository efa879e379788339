// Server HTML, sanitised: a subpath, so the sanitiser loads only on the pages that render such HTML.
export { sanitizeHtml } from './sanitize';
export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { ArticleHtml } from './article-html';
