import { ERRORS, type ErrorName } from './error-codes';

export interface ErrorDefinition {
  code: number;
  status: number;
  message: string;
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
