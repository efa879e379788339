import type { FastifyInstance, FastifyRequest } from 'fastify';
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
export function createRequireUser(db: Db, { allowPendingCheck = false } = {}) {
  return async function requireUser(request: FastifyRequest): Promise<void> {
    request.userId = authenticate(db, bearerToken(request.headers.authorization), { allowPendingCheck });
  };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', '');
}
