// Route schemas compiled when a route first needs them, not while the API starts: compiling the
// validators and serializers of every route took most of the start's CPU (about a third of a
// second), and a route's own takes a few milliseconds at its first request. A test compiles every
// route's schemas eagerly (server-schemas.test.ts), so a schema that cannot compile fails there.
import { SerializerSelector, type Serializer, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** A validator as Fastify calls it: it reads `errors` right after a failed call. */
export type Validator = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

export function validateOnFirstUse(compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const validate: Validator = (data) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

/** Fastify's own serializers (fast-json-stringify), each compiled at its first answer. */
export function serializersOnFirstUse(factory: SerializerFactory = SerializerSelector()): SerializerFactory {
  return (externalSchemas, options) => {
    const compileRoute = factory(externalSchemas, options);
    return (route) => {
      let compiled: Serializer | undefined;
      return (data) => (compiled ??= compileRoute(route))(data);
    };
  };
}
