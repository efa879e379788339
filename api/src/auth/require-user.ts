import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { Database } from '../db/query-layer';
import type { ErrorDefinition } from '../platform/api-failure';
import { ERRORS } from '../platform/error-codes';
import { authenticate, bearerToken, keptSignIn, type SignedIn } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by `requireUser`. */
    userId: string;
    /** Set by `requireUser`: the session still owes its device check or an e-mail binding. */
    signInUnfinished: boolean;
    /**
     * Set by `requireUser` on PostgreSQL: the id of the last event committed when the session was
     * read, before the call read its data (its X-Last-Event-Id); null on SQLite.
     */
    eventsUpTo: number | null;
  }
}

/** What a signed-in route answers without a finished sign-in in force: 605–607, 608 or 1000. */
export const SIGNED_IN_ERRORS: readonly ErrorDefinition[] = [
  ERRORS.notSignedIn,
  ERRORS.checkPending,
  ERRORS.emailPending,
  ERRORS.sessionExpired,
  ERRORS.sessionRevoked,
  ERRORS.accountDisabled,
  ERRORS.merchantClosed,
];

/**
 * The preHandler of every signed-in route: sets `request.userId` or answers 605–608 and 1000. A
 * sign-in that is not finished reaches only the routes listed in ./unfinished-sign-in.
 */
export function createRequireUser(database: Database): preHandlerHookHandler {
  // A callback hook, not an async one: a session kept on SQLite (the busiest code of the API) is
  // decided without a promise; only one that must be read (or touched) waits for the database.
  return function requireUser(request, _reply, done) {
    const accept = (signedIn: SignedIn) => {
      request.userId = signedIn.userId;
      request.signInUnfinished = signedIn.signInUnfinished;
      request.eventsUpTo = signedIn.eventsUpTo;
      done();
    };
    const token = bearerToken(request.headers.authorization);
    let kept: SignedIn | null;
    try {
      kept = keptSignIn(database, token, { route: request });
    } catch (failure) {
      done(failure as Error);
      return;
    }
    if (kept) accept(kept);
    else authenticate(database, token, { route: request }).then(accept, (failure: Error) => done(failure));
  };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', '');
  app.decorateRequest('signInUnfinished', false);
  app.decorateRequest('eventsUpTo', null);
}
