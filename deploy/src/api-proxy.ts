import { type ClientRequest, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_BODY_LIMIT_BYTES } from '@portal/shared/contract';
import type { ApiBalancer } from './api-balancer';
import { NON_IDEMPOTENT_METHODS } from './api-servers';
import { refuse } from './edge-refusals';

/** A client still sending this much after its body was refused is cut off rather than read on. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Answers 413 for a body over the API's limit, then reads the rest of it (discarding it) so the
 * client gets to read the answer instead of a reset connection; the connection then closes.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) refuse(req, res, 413, { Connection: 'close' });
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
  });
  req.resume();
}

const declaredLength = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0);

/** A request an edge may send again to another process: an idempotent method and no body to send again. */
const retryable = (req: IncomingMessage) =>
  !NON_IDEMPOTENT_METHODS.has(req.method ?? '') &&
  declaredLength(req) === 0 &&
  req.headers['transfer-encoding'] === undefined;

/**
 * Streams a request to an API process and its answer back, unbuffered so server-sent events flow
 * through as they are written. The client's own address goes in X-Forwarded-For (replacing any it
 * sent), and a body over the API's limit is refused here, by its length or, without one, as it
 * arrives. The process is the balancer's choice; one that cannot be reached is left out for a while
 * and a request without a body and of an idempotent method goes to the next, as nginx does (a POST
 * is never sent twice).
 */
export function proxyToApi(req: IncomingMessage, res: ServerResponse, balancer: ApiBalancer): void {
  if (declaredLength(req) > REQUEST_BODY_LIMIT_BYTES) return refuseTooLarge(req, res);
  let refused = false;
  let clientGone = false;
  const servers = balancer.order();
  const tries = retryable(req) ? servers.length : 1;
  const attempt = (index: number): ClientRequest => {
    const server = servers[index] as string;
    const { hostname, port } = new URL(`http://${server}`);
    const ended = balancer.begin(server);
    let answered = false;
    const outgoing = request(
      {
        hostname: hostname.replace(/^\[|\]$/g, ''),
        port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-for': req.socket.remoteAddress ?? '',
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        answered = true;
        if (refused) return answer.resume();
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    outgoing.on('close', ended);
    outgoing.on('error', () => {
      // A client that went away ended it: the process is not to blame.
      if (refused || clientGone) return;
      if (!answered) balancer.failed(server);
      if (!answered && index + 1 < tries) {
        upstream = attempt(index + 1);
        return;
      }
      if (res.headersSent) res.destroy();
      else refuse(req, res, 502);
    });
    // Nothing to send again: the request has no body (`retryable`), so it is sent as it is.
    if (tries > 1) outgoing.end();
    return outgoing;
  };

  const first = attempt(0);
  let upstream = first;
  // A client that goes away (a closed event stream) ends the upstream request too.
  res.on('close', () => {
    clientGone = true;
    upstream.destroy();
  });
  if (tries > 1) {
    req.resume();
    return;
  }
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (refused || received <= REQUEST_BODY_LIMIT_BYTES) return;
    refused = true;
    req.unpipe(first);
    first.destroy();
    refuseTooLarge(req, res);
  });
  req.pipe(first);
}
