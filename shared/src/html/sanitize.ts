import DOMPurify from 'dompurify';

/** Schemes a link or image may use; anything else (javascript:, data:, vbscript:, …) is dropped. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'poster']);

/** A URL as a browser reads it: spaces and control characters (which it skips) left out. */
const withoutIgnoredCharacters = (url: string) => [...url].filter((character) => character > ' ').join('');

/** Raster images inlined as data: URLs (an SVG one is left out: it is a document of its own). */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif);/i;

/**
 * Images come from the portal's own origin or inline: a remote image would tell a third party
 * when and where a message was read (a tracking pixel).
 */
function isOwnImage(src: string): boolean {
  const url = withoutIgnoredCharacters(src);
  if (DATA_IMAGE.test(url)) return true;
  try {
    const resolved = new URL(url, window.location.href);
    return /^https?:$/.test(resolved.protocol) && resolved.origin === window.location.origin;
  } catch {
    return false;
  }
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance with the portal's policy, made on first use (it needs the browser's window). */
function portalPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (node.tagName === 'IMG' && data.attrName === 'src') {
      // Checked here, not by the link rule below: data: images pass, remote ones do not.
      data.keepAttr = isOwnImage(data.attrValue);
      data.forceKeepAttr = data.keepAttr;
      return;
    }
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
 * MathML), no scripts, styles, forms, frames, media or event handler attributes, no link but
 * http(s), mailto, tel or a relative one, and no image but the portal's own or a data: one (a
 * remote image keeps its alt text and loses its source).
 */
export function sanitizeHtml(html: string): string {
  return portalPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      ...['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'link'],
      // Media and responsive sources load from anywhere: none of them is checked like an image.
      ...['video', 'audio', 'source', 'track', 'picture'],
    ],
    FORBID_ATTR: ['style', 'srcset', 'background', 'poster'],
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}
