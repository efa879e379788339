// The security headers of the portal's pages, defined once for every edge that serves them.

import { CSP_REPORT_PATH } from '@portal/shared/contract';

/**
 * The page's Content-Security-Policy. Scripts only from the portal's origin and the origins a
 * merchant's pins load remotes from; no eval, no inline script. Styles allow inline rules because
 * styled-components writes its rules into <style> elements as components render (a nonce would
 * need every page response rendered per request, which neither edge does). Images only from the
 * portal, inline, and the origins ops list for the merchant's logos (logo-origins.ts).
 */
export function contentSecurityPolicy(
  remoteOrigins: readonly string[] = [],
  logoOrigins: readonly string[] = [],
): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remoteOrigins]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Messages keep only the portal's own images and inline ones (shared/src/html/sanitize.ts); the
    // reference API draws the merchant's logos inline; a merchant's own logos come from its origins.
    ['img-src', ["'self'", 'data:', ...logoOrigins]],
    ['connect-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Headers every answer of the edge carries; HSTS only where the page is served over TLS (a browser
 * ignores it on a plain-HTTP answer anyway).
 */
export function baseSecurityHeaders({ tls }: { tls: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    // Reset links carry their token in the URL: no other origin is told the page's address.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(tls && { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
}

/** The origins of the pins that name a folder URL on another origin (plain pins and canaries). */
export function pinnedOrigins(pinsJson: string): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && /^https?:\/\//.test(value)) {
      try {
        origins.add(new URL(value).origin);
      } catch {
        // Not a URL: the host refuses such pins; nothing to allow.
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const inner of Object.values(value)) visit(inner);
    }
  };
  try {
    visit(JSON.parse(pinsJson));
  } catch {
    return [];
  }
  return [...origins].sort();
}
