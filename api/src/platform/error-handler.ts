import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure } from './api-failure';
import { ERRORS } from './error-codes';

/** Every failure becomes the envelope with a meaningful status; nothing internal leaks out. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiFailure) {
      return reply.status(error.status).send({ code: error.code, message: error.message, data: null });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      const { code, message } = ERRORS.payloadTooLarge;
      return reply.status(413).send({ code, message, data: null });
    }
    if (status === 415 || status === 400) {
      return reply.status(400).send({ code: ERRORS.validation.code, message: ERRORS.validation.message, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: ERRORS.internal.code, message: ERRORS.internal.message, data: null });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ code: ERRORS.notFound.code, message: ERRORS.notFound.message, data: null }),
  );
}

/**
 * Errors Fastify meets before routing (a malformed percent-encoding, a path parameter over its
 * length limit) answer the envelope too, with the status Fastify chose.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { code, message } = ERRORS.validation;
  void reply.status(error.statusCode ?? 400).send({ code, message, data: null });
}
