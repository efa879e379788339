import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure } from './api-failure';
import { ERRORS } from './error-codes';
import { localise } from './language';

/**
 * Sends a failure's envelope, its message in the language the request's Accept-Language asks for
 * (Chinese unless English outranks it). The answer varies with that header.
 */
function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number, code: number, message: string) {
  return reply
    .status(status)
    .header('vary', 'Accept-Language')
    .send({ code, message: localise(request, message), data: null });
}

/** Every failure becomes the envelope with a meaningful status; nothing internal leaks out. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiFailure) return sendFailure(request, reply, error.status, error.code, error.message);
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      const { code, message } = ERRORS.payloadTooLarge;
      return sendFailure(request, reply, 413, code, message);
    }
    if (status === 415 || status === 400) {
      return sendFailure(request, reply, 400, ERRORS.validation.code, ERRORS.validation.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(request, reply, 500, ERRORS.internal.code, ERRORS.internal.message);
  });
  app.setNotFoundHandler((request, reply) =>
    sendFailure(request, reply, 404, ERRORS.notFound.code, ERRORS.notFound.message),
  );
}

/**
 * Errors Fastify meets before routing (a malformed percent-encoding, a path parameter over its
 * length limit) answer the envelope too, with the status Fastify chose.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { code, message } = ERRORS.validation;
  void sendFailure(request, reply, error.statusCode ?? 400, code, message);
}
