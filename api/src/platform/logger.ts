import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { hostname } from 'node:os';
import { logStream } from './log-stream';

/** Never written to the logs: credentials, codes and tokens wherever they appear. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'req.headers["x-operation-ticket"]',
  '*.password',
  '*.trx_password',
  '*.captcha',
  '*.code',
  '*.token',
  '*.ticket',
  '*.id_number',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    stream: logStream(),
    redact: { paths: REDACT, censor: '[redacted]' },
    // Paths without their query: a reset link's code must not reach the logs.
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}

/** The levels at which the request lines are written (pino's `info` and below). */
const REQUEST_LINE_LEVELS = new Set(['info', 'debug', 'trace']);
const BASE = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

/**
 * A request line, written as pino writes it with the options above (the same fields, the query left
 * out), without going through pino: the line of every request is the log's busiest, and building it
 * field by field through the serializers and the censor cost more than the request's own work. It
 * holds nothing the censor could find: a request id, a method, a path, a status and a time.
 */
function requestLine(request: FastifyRequest, reply: FastifyReply): string {
  // The id is the API's own (hex digits and a dash) and the method an HTTP token: neither needs escaping.
  const { id, method, url } = request;
  const query = url.indexOf('?');
  const path = JSON.stringify(query === -1 ? url : url.slice(0, query));
  return (
    `{"level":30,"time":${Date.now()},${BASE},"reqId":"${id}","req":{"id":"${id}","method":"${method}","path":${path}},` +
    `"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`
  );
}

/**
 * One line per request, when its answer is done (`request completed`, or `request errored`): its
 * method and path, status and time. Fastify's own second line, as each request comes in, costs as
 * much to write and says nothing the last one does not.
 */
export class RequestLog extends LogController {
  private readonly writesRequestLines: boolean;

  constructor(level: string) {
    super();
    this.writesRequestLines = REQUEST_LINE_LEVELS.has(level);
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else if (this.writesRequestLines) {
      logStream().write(requestLine(request, reply));
    }
  }
}
