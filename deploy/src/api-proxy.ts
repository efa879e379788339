import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Streams a request to the API and its answer back, unbuffered so server-sent events flow
 * through as they are written.
 */
export function proxyToApi(req: IncomingMessage, res: ServerResponse, apiUrl: URL): void {
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
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      res.flushHeaders();
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 502, message: '服务暂时不可用，请稍后重试', data: null }));
  });
  // A client that goes away (a closed event stream) ends the upstream request too.
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}
