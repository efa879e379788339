import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_BODY_LIMIT_BYTES } from '@portal/shared/contract';
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

/**
 * Streams a request to the API and its answer back, unbuffered so server-sent events flow through
 * as they are written. The client's own address goes in X-Forwarded-For (replacing any it sent),
 * and a body over the API's limit is refused here, by its length or, without one, as it arrives.
 */
export function proxyToApi(req: IncomingMessage, res: ServerResponse, apiUrl: URL): void {
  if (declaredLength(req) > REQUEST_BODY_LIMIT_BYTES) return refuseTooLarge(req, res);
  let refused = false;
  const upstream = request(
    {
      protocol: apiUrl.protocol,
      hostname: apiUrl.hostname,
      port: apiUrl.port,
      method: req.method,
      path: req.url,
      headers: {
        ...req.headers,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answered) => {
      if (refused) return answered.resume();
      res.writeHead(answered.statusCode ?? 502, answered.headers);
      res.flushHeaders();
      answered.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (refused) return;
    if (res.headersSent) res.destroy();
    else refuse(req, res, 502);
  });
  // A client that goes away (a closed event stream) ends the upstream request too.
  res.on('close', () => upstream.destroy());
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (refused || received <= REQUEST_BODY_LIMIT_BYTES) return;
    refused = true;
    req.unpipe(upstream);
    upstream.destroy();
    refuseTooLarge(req, res);
  });
  req.pipe(upstream);
}
