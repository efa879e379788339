import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import type { CALLS } from '@portal/shared/contract';
import type { ErrorDefinition } from '../platform/api-failure';
import { signedInUser, type AccountsContext } from './context';
import type { UserRow } from './users';

/** The contract's calls that change the signed-in account. */
type AccountChangeCall = (typeof CALLS)['bindEmail' | 'changeEmail' | 'changePassword'];

export interface AccountChange<Body extends TSchema, Answer extends TSchema> {
  /** The contract's call: its method and path. */
  call: AccountChangeCall;
  summary: string;
  /** Its own failures, for the OpenAPI document. */
  errors: readonly ErrorDefinition[];
  body: Body;
  /** The envelope of the answer. */
  answer: Answer;
  /** Makes the change for the signed-in user; the body has passed its schema. */
  handle: (body: Static<Body>, user: UserRow, request: FastifyRequest) => Promise<Static<Answer>>;
}

/**
 * Registers a route that changes the signed-in account (its e-mail, its password): requireUser
 * before it, tagged `account`, its body and answer checked by their schemas.
 */
export function registerAccountChange<Body extends TSchema, Answer extends TSchema>(
  app: FastifyInstance,
  context: AccountsContext,
  { call, summary, errors, body, answer, handle }: AccountChange<Body, Answer>,
): void {
  const route: RouteOptions = {
    method: call.method,
    url: call.path,
    preHandler: context.requireUser,
    schema: { tags: ['account'], summary, errors, body, response: { 200: answer } },
    // The schema has checked the body, so it is of the schema's type.
    handler: async (request) =>
      handle(request.body as Static<Body>, await signedInUser(context, request.userId), request),
  };
  app.route(route);
}
