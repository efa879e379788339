import type { RouteOptions } from 'fastify';
import { SIGNED_IN_ERRORS } from '../auth/require-user';
import type { ErrorDefinition } from '../platform/api-failure';
import { ERRORS } from '../platform/error-codes';
import { REFUSAL } from '../platform/validation';

/** A path parameter over Fastify's length limit answers 1001 with 414 (frameworkErrors). */
const PATH_TOO_LONG: ErrorDefinition = { ...ERRORS.validation, status: 414 };

/** The methods whose body Fastify reads: the body limit and the JSON parser apply to them. */
const BODY_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/** Every `x-refusal` of a request schema: the answer its value gets when it breaks the rule. */
function refusalsIn(schema: unknown, found: ErrorDefinition[] = []): ErrorDefinition[] {
  if (typeof schema !== 'object' || schema === null) return found;
  const refusal = (schema as Record<string, unknown>)[REFUSAL] as ErrorDefinition | undefined;
  if (refusal) found.push(refusal);
  for (const value of Object.values(schema)) refusalsIn(value, found);
  return found;
}

/**
 * The failures a route can answer, from what it is: every route may fail (1500); its guard answers
 * 605–608 and 1000 (signed in) or 1401 (operator key); what it validates answers 1001 and what a
 * value's schema refuses with (`x-refusal`); a body answers 1413 beyond the limit; an id in the path
 * may name nothing (1004). Then the route's own codes, declared in its `schema.errors`.
 */
export function routeErrors(route: RouteOptions, schema: RouteOptions['schema'] = {}): ErrorDefinition[] {
  const guards = [route.preHandler ?? []].flat().map((guard) => guard.name);
  const methods = [route.method].flat();
  const takesBody = methods.some((method) => BODY_METHODS.has(method));
  const hasPathParameters = route.url.includes(':');
  const errors: ErrorDefinition[] = [ERRORS.internal];
  if (guards.includes('requireUser')) errors.push(...SIGNED_IN_ERRORS);
  if (guards.includes('requireAdmin')) errors.push(ERRORS.adminUnauthorized);
  if (takesBody) errors.push(ERRORS.payloadTooLarge);
  if (takesBody || schema.querystring || schema.params || schema.headers || hasPathParameters) {
    errors.push(ERRORS.validation);
  }
  if (hasPathParameters) errors.push(PATH_TOO_LONG, ERRORS.notFound);
  errors.push(...refusalsIn([schema.querystring, schema.params, schema.headers, schema.body]));
  errors.push(...(schema.errors ?? []));
  return errors;
}
