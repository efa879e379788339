import type { FastifyServerOptions } from 'fastify';

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
