import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** What the API answered to one request: the route that answered, the status, the type and the body. */
export interface RecordedAnswer {
  method: string;
  /** The route as Fastify names it: `/api/v1/card/:id`. */
  route: string;
  status: number;
  contentType: string;
  /** The body as sent, or null for a file or a stream. */
  body: string | null;
}

interface MediaType {
  schema?: object;
}

interface Operation {
  security?: Record<string, string[]>[];
  tags?: string[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** An operation of the document, with what the traffic needs to know of it. */
export interface DocumentedOperation {
  method: string;
  path: string;
  responses: Operation['responses'];
  takesBody: boolean;
  /** A bearer token is required (not only accepted). */
  signedIn: boolean;
  adminOnly: boolean;
}

export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const security = operation.security ?? [];
      const required = security.length > 0 && security.every((scheme) => 'bearer' in scheme);
      return {
        method: method.toUpperCase(),
        path,
        responses: operation.responses,
        takesBody: operation.requestBody !== undefined,
        signedIn: required,
        adminOnly: required && (operation.tags ?? []).includes('admin'),
      };
    }),
  );
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Every way the answers differ from the document, one line each: an operation it does not have, a
 * status the operation does not list, a content type its answer does not list, or a body its schema
 * refuses (JSON Schema 2020-12, as OpenAPI 3.1 says).
 */
export function answerMismatches(document: OpenApiDocument, answers: RecordedAnswer[]): string[] {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  ajv.addSchema(document, 'openapi');
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#/${ref}` });
      validators.set(ref, validate);
    }
    return validate;
  };

  return answers.flatMap(({ method, route, status, contentType, body }) => {
    const path = route.replace(/:(\w+)/g, '{$1}');
    const where = `${method} ${path}`;
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`${where}: not in the document`];
    const response = operation.responses[String(status)];
    if (!response) return [`${where}: ${status} is not documented`];
    const type = contentType.split(';')[0]?.trim() ?? '';
    if (!response.content) return body ? [`${where} ${status}: a body where none is documented`] : [];
    const media = response.content[type];
    if (!media) return [`${where} ${status}: ${type || 'no content type'} is not documented`];
    if (!type.endsWith('json') || body === null || !media.schema) return [];
    const validate = validatorOf(
      pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', type, 'schema'),
    );
    if (validate(JSON.parse(body))) return [];
    return (validate.errors ?? []).map(
      (error) => `${where} ${status}: ${error.instancePath || 'body'} ${error.message}`,
    );
  });
}
