// The answers both edges give for /api in the API's place, in its envelope: one table for the Node
// edge (edge-server.ts, api-proxy.ts) and nginx (nginx/edge-answers.ts).

import type { IncomingMessage, ServerResponse } from 'node:http';
import { CALLS, EDGE_FAILURES, preferredLanguage, type ApiLanguage } from '@portal/shared/contract';

/** An envelope an edge answers with itself: its code, and its message in Chinese and in English. */
export interface EdgeEnvelope {
  code: number;
  message: string;
  messageEn: string;
}

/**
 * A request the edge cannot read or will not pass on (a malformed request line or header, headers
 * over the limit, TRACE): the API's own answer to a request it cannot read (1001 in api/README.md).
 */
export const REQUEST_NOT_VALID: EdgeEnvelope = {
  code: 1001,
  message: '请求参数有误',
  messageEn: 'The request is not valid',
};

/** The edge failed inside: the API's own answer to its own failures (1500 in api/README.md). */
export const EDGE_INTERNAL_ERROR: EdgeEnvelope = {
  code: 1500,
  message: '服务器开小差了，请稍后重试',
  messageEn: 'Something went wrong on our side, please try again later',
};

/**
 * The envelope of every status an edge may answer /api with itself. The status stays the one the
 * edge chose; a client reads the code and the message.
 */
export const EDGE_REFUSALS = {
  400: REQUEST_NOT_VALID,
  405: REQUEST_NOT_VALID,
  413: EDGE_FAILURES.payloadTooLarge,
  414: REQUEST_NOT_VALID,
  429: EDGE_FAILURES.tooManyRequests,
  500: EDGE_INTERNAL_ERROR,
  501: REQUEST_NOT_VALID,
  502: EDGE_FAILURES.apiUnavailable,
  // The API took longer than the edge waits for it: out of reach, as far as the client can tell.
  504: EDGE_FAILURES.apiUnavailable,
  505: REQUEST_NOT_VALID,
} as const satisfies Record<number, EdgeEnvelope>;

export type RefusalStatus = keyof typeof EDGE_REFUSALS;

const USED_METHODS = new Set<string>(Object.values(CALLS).map(({ method }) => method));

/** The methods the API's calls use (HEAD with GET): what a 405 on /api says is allowed. */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE']
  .filter((method) => USED_METHODS.has(method === 'HEAD' ? 'GET' : method))
  .join(', ');

/** The body of a refusal, in one of the API's languages. */
export const envelopeJson = ({ code, message, messageEn }: EdgeEnvelope, language: ApiLanguage): string =>
  JSON.stringify({ code, message: language === 'en' ? messageEn : message, data: null });

/** Answers a request the Node edge refuses itself, in the language its Accept-Language asks for. */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: RefusalStatus,
  headers: Record<string, string> = {},
): void {
  const body = envelopeJson(EDGE_REFUSALS[status], preferredLanguage(req.headers['accept-language']));
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', Vary: 'Accept-Language', ...headers });
  res.end(body);
}
