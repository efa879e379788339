import { ERRORS, type ErrorName } from './error-codes';

export interface ErrorDefinition {
  code: number;
  status: number;
  message: string;
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The route's own failures, for the OpenAPI document (src/openapi/route-errors.ts adds those
     * that follow from its guard and schemas). Documentation only: nothing is compiled from them.
     */
    errors?: readonly ErrorDefinition[];
  }
}

/** A failure the API answers on purpose: its envelope code, HTTP status and Chinese message. */
export class ApiFailure extends Error {
  readonly code: number;
  readonly status: number;

  constructor(definition: ErrorDefinition | ErrorName, message?: string) {
    const { code, status, message: standard } = typeof definition === 'string' ? ERRORS[definition] : definition;
    super(message ?? standard);
    this.name = 'ApiFailure';
    this.code = code;
    this.status = status;
  }
}
