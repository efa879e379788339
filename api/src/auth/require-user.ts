import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { authenticate, bearerToken } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by `requireUser`. */
    userId: string;
  }
}

/**
 * A preHandler for signed-in routes: sets `request.userId` or answers 605–608. With
 * `allowPendingCheck` it also lets through a session that still owes its device code check.
 */
export function createRequireUser(db: Db, { allowPendingCheck = false } = {}): preHandlerHookHandler {
  // A callback hook, not an async one: the busiest code of the API skips a promise per request.
  return function requireUser(request, _reply, done) {
    try {
      request.userId = authenticate(db, bearerToken(request.headers.authorization), { allowPendingCheck });
    } catch (failure) {
      done(failure as Error);
      return;
    }
    done();
  };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', '');
}
