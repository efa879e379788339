import { hash, timingSafeEqual } from 'node:crypto';
import type { preHandlerHookHandler } from 'fastify';
import { bearerToken } from '../auth/sessions';
import { ApiFailure } from './api-failure';

const digest = (value: string) => Buffer.from(hash('sha256', value, 'hex'), 'hex');

/**
 * A preHandler for the admin calls: the bearer token must be the operator key. Both sides are
 * hashed first, so the comparison takes the same time whatever the key's length or content.
 */
export function createRequireAdmin(adminToken: string): preHandlerHookHandler {
  const expected = digest(adminToken);
  return function requireAdmin(request, _reply, done) {
    const given = bearerToken(request.headers.authorization);
    if (given === null || !timingSafeEqual(digest(given), expected)) {
      done(new ApiFailure('adminUnauthorized'));
      return;
    }
    done();
  };
}
