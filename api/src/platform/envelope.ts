import type { FastifyReply } from 'fastify';
import type { Envelope } from '@portal/shared/contract';

/** The success envelope (code 0). */
export function ok<T>(data: T): Envelope<T> {
  return { code: 0, message: 'ok', data };
}

/**
 * Sends an answer that is already JSON (a cached envelope, as text or as its UTF-8 bytes, which spare
 * the encoding on every send) as it is: Fastify skips the route's serializer for a string or bytes
 * with a JSON content type. The route's schema still documents its shape.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
