import Ajv, { type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ApiFailure, type ErrorDefinition } from './api-failure';
import { validateOnFirstUse } from './compile-on-first-use';
import { ERRORS } from './error-codes';

/**
 * A schema's own refusal: a value of the schema's type that breaks one of its rules answers this
 * failure rather than 1001 (an amount with three decimals answers 4010; a boolean stays 1001). The
 * OpenAPI document shows it as it is.
 */
export const REFUSAL = 'x-refusal';

/** The annotation that makes a schema refuse with `failure`. */
export const refusedWith = (failure: ErrorDefinition) => ({ [REFUSAL]: failure });

/** The refusal of a schema whose rule the value at the first error's place broke, if one has it. */
function refusalOf(errors: FastifySchemaValidationError[], at: string): ErrorDefinition | undefined {
  for (const error of errors) {
    const schema = (error as { parentSchema?: Record<string, unknown> }).parentSchema;
    const refusal = schema?.[REFUSAL] as ErrorDefinition | undefined;
    if (refusal && error.instancePath === at && error.keyword !== 'type') return refusal;
  }
  return undefined;
}

/** The field an ajv error is about, as the client named it. */
function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return missing ?? (path || context);
}

function describe(error: FastifySchemaValidationError, field: string): string {
  switch (error.keyword) {
    case 'required':
      return `缺少参数 ${field}`;
    case 'type':
      return `参数 ${field} 类型不正确`;
    case 'maxLength':
    case 'maxItems':
    case 'maximum':
      return `参数 ${field} 超过限制`;
    case 'minLength':
    case 'minItems':
    case 'minimum':
      return `参数 ${field} 不足最小限制`;
    case 'additionalProperties':
      return `不支持的参数 ${(error.params as { additionalProperty?: string }).additionalProperty ?? field}`;
    default:
      return `参数 ${field} 格式不正确`;
  }
}

/** Turns the first schema error into a 1001 answer with a clear Chinese message. */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], context: string): Error {
  const [first] = errors;
  if (!first) return new ApiFailure('validation');
  const refusal = refusalOf(errors, first.instancePath);
  if (refusal) return new ApiFailure(refusal);
  return new ApiFailure(ERRORS.validation, describe(first, fieldOf(first, context)));
}

/**
 * `verbose` gives each error the schema it broke (its refusal); `multipleOfPrecision` lets 10.07 be a
 * multiple of 0.01 despite floating point.
 */
const ajvOptions = {
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  strict: false,
  verbose: true,
  multipleOfPrecision: 9,
} as const;
/** Query strings, path parameters and headers arrive as text: their numbers and booleans are coerced. */
const textParts = addFormats(new Ajv({ ...ajvOptions, coerceTypes: 'array' }));
/** JSON bodies keep their types: `{"title": 12}` is not a string. */
const jsonBodies = addFormats(new Ajv({ ...ajvOptions, coerceTypes: false }));

/** Fastify's validator compiler: strict types for bodies, coercion for the textual parts. */
export function compileValidator({ schema, httpPart }: { schema: AnySchema; httpPart?: string }) {
  return (httpPart === 'body' ? jsonBodies : textParts).compile(schema);
}

/** The same, each validator compiled at its route's first request (see compile-on-first-use.ts). */
export function validatorCompiler(route: { schema: AnySchema; httpPart?: string }) {
  return validateOnFirstUse(() => compileValidator(route));
}
