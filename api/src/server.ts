import { randomBytes } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { REQUEST_BODY_LIMIT_BYTES } from '@portal/shared/contract';
import packageJson from '../package.json';
import { registerAuth } from './auth/require-user';
import { registerModules } from './modules';
import { SWAGGER_OPTIONS } from './openapi/document';
import type { ApiConfig } from './config';
import type { Db } from './db/database';
import { sqliteDatabase, type Database } from './db/query-layer';
import { serializersOnFirstUse } from './platform/compile-on-first-use';
import { ok } from './platform/envelope';
import { frameworkErrors, registerErrorHandling } from './platform/error-handler';
import { lazyChildLogger } from './platform/lazy-child-logger';
import { RequestLog, loggerOptions } from './platform/logger';
import { registerResponseHeaders } from './platform/response-headers';
import { schemaErrorFormatter, validatorCompiler } from './platform/validation';

/** The answer of GET /api/health. */
const HEALTH = {
  200: Type.Object({
    code: Type.Integer(),
    message: Type.String(),
    data: Type.Object({
      status: Type.Literal('ok'),
      version: Type.String(),
      mode: Type.Union([Type.Literal('sandbox'), Type.Literal('production')]),
    }),
  }),
};

/** Request ids unique across restarts and processes: a random prefix per server and a counter. */
function requestIds(): () => string {
  const prefix = randomBytes(6).toString('hex');
  let next = 0;
  return () => `${prefix}-${(next++).toString(36)}`;
}

export type ServerDeps =
  | {
      config: ApiConfig;
      /** An open SQLite connection: the query layer is made over it. */
      db: Db;
    }
  | {
      config: ApiConfig;
      /** The query layer over either database (PostgreSQL: `openPostgres`). */
      database: Database;
    };

/** The API with its platform (envelope, validation messages, request ids, auth, logs) and its modules. */
export function buildServer(deps: ServerDeps): FastifyInstance {
  const { config } = deps;
  const database = 'db' in deps ? sqliteDatabase(deps.db) : deps.database;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new RequestLog(config.logLevel),
    childLoggerFactory: lazyChildLogger,
    genReqId: requestIds(),
    requestIdHeader: false,
    return503OnClosing: true,
    // Client addresses (send limits, reset grants) come through the edge's X-Forwarded-For.
    trustProxy: config.trustProxy,
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    schemaErrorFormatter,
    frameworkErrors,
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse() } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandling(app);
  registerResponseHeaders(app);
  registerAuth(app);

  // The OpenAPI document is generated from the route schemas registered after this plugin.
  void app.register(swagger, SWAGGER_OPTIONS);
  void app.register(async (api) => {
    api.get(
      '/api/health',
      { schema: { summary: 'Whether the API answers: its version and mode', response: HEALTH } },
      async () => ok({ status: 'ok' as const, version: packageJson.version, mode: config.mode }),
    );
    if (config.mode === 'sandbox') api.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    registerModules(api, { config, database });
  });

  return app;
}
