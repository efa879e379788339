// The Node edge's answers to the requests Node's HTTP server gives no response object for: one its
// parser refused before any handler ran, and CONNECT. Written straight to the connection, in the
// API's envelope, as nginx answers the same requests.

import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { preferredLanguage } from '@portal/shared/contract';
import { EDGE_REFUSALS, envelopeJson, type RefusalStatus } from './edge-refusals';
import { baseSecurityHeaders } from './security-headers';

/** What Node itself answers when a request's head does not arrive in time (nginx just closes). */
const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/**
 * nginx's status for each refusal: 505 for an HTTP version it does not speak, 400 for the rest,
 * headers over the limit included (Node's own default there is 431).
 */
const statusFor = (parserError: string | undefined): RefusalStatus =>
  parserError === 'HPE_INVALID_VERSION' ? 505 : 400;

function writeEnvelope(socket: Duplex, status: RefusalStatus, acceptLanguage?: string) {
  const body = envelopeJson(EDGE_REFUSALS[status], preferredLanguage(acceptLanguage));
  const headers = {
    // Whether the client came over TLS is in a header that may not have been read: the plain set.
    ...baseSecurityHeaders({ tls: false }),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Vary: 'Accept-Language',
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
}

/**
 * The `clientError` listener: a malformed request line or header, headers over Node's limit, a
 * Content-Length beside a Transfer-Encoding. The headers were not read, so the answer is in the
 * API's default language.
 */
export function refuseUnreadable(error: Error & { code?: string }, socket: Duplex): void {
  // A connection that is gone, or that carries an answer already, gets nothing more.
  if (!socket.writable || (socket as Socket).bytesWritten > 0) {
    socket.destroy();
    return;
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.end(TIMED_OUT);
  else writeEnvelope(socket, statusFor(error.code));
}

/** The `connect` listener: the edge is no proxy for other hosts; nginx (1.21.1 on) refuses CONNECT with 400. */
export function refuseConnect(req: IncomingMessage, socket: Duplex): void {
  writeEnvelope(socket, 400, req.headers['accept-language']);
}
