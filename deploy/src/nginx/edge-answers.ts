// The answers nginx gives in the API's place, in the API's envelope and the client's language, from
// the table both edges share (edge-refusals.ts).

import { API_METHODS, EDGE_REFUSALS, type EdgeEnvelope, envelopeJson, type RefusalStatus } from '../edge-refusals';
import { mapKey, mapRegex, quote } from './nginx-syntax';

/** `/api` and the paths below it, as the Node edge tells them apart. */
const API_PATH = /^\/api(?:\/|$)/;

/**
 * English when the first English or Chinese range of Accept-Language is English, else Chinese. The
 * Node edge weighs q-values too (`preferredLanguage`); browsers list languages in the order of their
 * q-values, so the order decides the same for them.
 */
export const ENGLISH_FIRST = /^(?:\s*(?!en|zh)[^,]*,)*\s*en/i;

/** The statuses nginx answers /api with itself, once the request reached an /api location. */
export const IN_LOCATION_STATUSES = [
  // A malformed chunked body.
  400,
  // A body over the limit (client_max_body_size), a client over a rate limit.
  413, 429,
  // nginx failed inside; the API out of reach, or slower than proxy_read_timeout.
  500, 502, 504,
] as const satisfies readonly RefusalStatus[];

/**
 * The statuses nginx refuses a request with before it looked for a location: a malformed request
 * line or header, or CONNECT (400), a URI over its buffers (414), TRACE (405), a Transfer-Encoding
 * it does not know (501), an HTTP version it does not speak (505).
 */
export const BEFORE_ROUTING_STATUSES = [400, 405, 414, 501, 505] as const satisfies readonly RefusalStatus[];

/**
 * nginx's own code for headers over large_client_header_buffers, which it sends as 400: an
 * `error_page` for it needs `=400`, or the client would read "494".
 */
export const HEADERS_TOO_LARGE = 494;

const envelopes = (): EdgeEnvelope[] => [...new Set(Object.values(EDGE_REFUSALS))];

/** The variable that holds one envelope's body in the client's language. */
const envelopeVariable = ({ code }: EdgeEnvelope): string => `$portal_envelope_${code}`;

const ANSWER_LOCATION_PREFIX = '@portal_answer_';
const REFUSAL_PATH_PREFIX = '/.portal-refusals/';

/** The named location that answers one status in the envelope (the access log keeps the request's method and URI). */
export const answerLocation = (status: RefusalStatus): string => `${ANSWER_LOCATION_PREFIX}${status}`;

/**
 * The internal path that answers one status for a request whose URI nginx could not read: nginx
 * enters a named location only with a URI ("empty URI in redirect to named location", a 500).
 */
export const refusalPath = (status: RefusalStatus): string => `${REFUSAL_PATH_PREFIX}${status}`;

/** The `error_page` target of a refusal made before routing: the named location, or the path without a URI. */
export const refusalTarget = (status: RefusalStatus): string => `\${portal_refusal}${status}`;

/** `map` blocks: where refusals made before routing go, the client's language, each envelope's body in it. */
export function answerMaps(): string[] {
  return [
    'map $uri $portal_refusal {',
    `  default ${ANSWER_LOCATION_PREFIX};`,
    `  "" ${REFUSAL_PATH_PREFIX};`,
    '}',
    '# 405: TRACE (refused before routing), or a method other than GET and HEAD outside /api.',
    'map $uri $portal_method_refusal {',
    '  default @portal_method_not_allowed;',
    `  ${mapRegex(API_PATH)} ${answerLocation(405)};`,
    `  "" ${refusalPath(405)};`,
    '}',
    'map $http_accept_language $portal_language {',
    '  default zh-CN;',
    `  ${mapRegex(ENGLISH_FIRST, { ignoreCase: true })} en;`,
    '}',
    ...envelopes().flatMap((envelope) => [
      `map $portal_language ${envelopeVariable(envelope)} {`,
      `  default ${quote(envelopeJson(envelope, 'zh-CN'))};`,
      `  ${mapKey('en')} ${quote(envelopeJson(envelope, 'en'))};`,
      '}',
    ]),
  ];
}

/** The lines of a location that answers `status` in the envelope, after the security headers. */
export function envelopeLines(status: RefusalStatus): string[] {
  return [
    ...(status === 405 ? [`add_header Allow ${quote(API_METHODS)} always;`] : []),
    // No type from the requested file's extension, and none from the internal path: this is JSON.
    'types {}',
    'default_type application/json;',
    `return ${status} ${envelopeVariable(EDGE_REFUSALS[status])};`,
  ];
}
