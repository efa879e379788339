import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The page view's report token: the API hands it out with the branding call the host makes at boot
 * (an HttpOnly cookie, sent back only to the report path), and a load report counts only with one.
 * It names the merchant it was given for and a random page-view id, and expires; the API signs it
 * with REPORT_TOKEN_SECRET, so it cannot be made up, and counts each view once per remote and pin.
 */
export const REPORT_TOKEN_COOKIE = 'portal_report';
/** How long a page view may report its remote pages: a long visit after it simply stops counting. */
export const REPORT_TOKEN_TTL_SECONDS = 30 * 60;
const COOKIE_PATH = '/api/v1/telemetry';

export interface ReportTicket {
  merchant: string;
  /** The page view's random id. */
  view: string;
}

const signature = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A new page view's token for `merchant` (the host name the browser opened). */
export function issueReportToken(secret: Buffer, merchant: string, now = Date.now()): string {
  const claims = { m: merchant, v: randomBytes(12).toString('base64url'), e: now + REPORT_TOKEN_TTL_SECONDS * 1000 };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** What a token says, or null when it is not one the API signed or it has expired. */
export function readReportToken(secret: Buffer, token: string, now = Date.now()): ReportTicket | null {
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      m?: unknown;
      v?: unknown;
      e?: unknown;
    };
    if (typeof claims.m !== 'string' || typeof claims.v !== 'string' || typeof claims.e !== 'number') return null;
    return claims.e > now ? { merchant: claims.m, view: claims.v } : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie value that hands `token` to the page: scripts cannot read it, and only reports carry it. */
export function reportTokenCookie(token: string, secure: boolean): string {
  const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${REPORT_TOKEN_TTL_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  return [`${REPORT_TOKEN_COOKIE}=${token}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}

/** The report token in a Cookie header, if any. */
export function reportTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REPORT_TOKEN_COOKIE) return value.join('=');
  }
  return null;
}
