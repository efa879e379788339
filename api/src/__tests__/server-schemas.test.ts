import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { RouteOptions } from 'fastify';
import type { AnySchema } from 'ajv';
import { compileValidator } from '../platform/validation';
import { startTestApi, type TestApi } from './test-api';

/**
 * The API compiles each route's validators and serializers at the route's first request, not at
 * start (platform/compile-on-first-use.ts): here every one of them is compiled at once, so a schema
 * that cannot compile fails a test rather than a customer's first request.
 */
describe('route schemas', () => {
  const routes: RouteOptions[] = [];
  let api: TestApi;
  beforeAll(
    async () =>
      (api = await startTestApi({ extend: (app) => app.addHook('onRoute', (route) => void routes.push(route)) })),
  );
  afterAll(() => api.close());

  const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

  it('compile: every request part validator and every answer serializer', () => {
    const serializerOf = SerializerSelector()();
    let compiled = 0;
    for (const { method, url, schema } of routes) {
      if (!schema) continue;
      for (const httpPart of REQUEST_PARTS) {
        const part = schema[httpPart] as AnySchema | undefined;
        if (part === undefined) continue;
        expect(() => compileValidator({ schema: part, httpPart })).not.toThrow();
        compiled += 1;
      }
      for (const [httpStatus, answer] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
        const route = { schema: answer, method: String(method), url, httpStatus };
        expect(() => serializerOf(route)).not.toThrow();
        compiled += 1;
      }
    }
    // Routes with schemas were seen (the hook saw the modules' routes, not only the platform's).
    expect(routes.length).toBeGreaterThan(50);
    expect(compiled).toBeGreaterThan(routes.length);
  });
});
