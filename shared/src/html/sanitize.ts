import DOMPurify from 'dompurify';

/** Schemes a link or image may use; anything else (javascript:, data:, vbscript:, …) is dropped. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'poster']);

/** A URL as a browser reads it: spaces and control characters (which it skips) left out. */
const withoutIgnoredCharacters = (url: string) => [...url].filter((character) => character > ' ').join('');

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance with the portal's policy, made on first use (it needs the browser's window). */
function portalPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && !SAFE_URL.test(withoutIgnoredCharacters(data.attrValue))) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links leave the portal in a new tab without handing it a window.opener.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Server HTML (agreements, messages, announcements) made safe to render: HTML only (no SVG or
 * MathML), no scripts, styles, forms, frames or event handler attributes, and no URL but http(s),
 * mailto, tel or a relative one.
 */
export function sanitizeHtml(html: string): string {
  return portalPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}
