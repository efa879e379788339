import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the API is personal or may change at any moment, so none is stored by a browser
 * or a proxy (`no-store`, unless a route says otherwise), and none is sniffed as another type. Each
 * names its request (`x-request-id`, as the logs do). One hook for the three: each hook costs on
 * every request.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
