import { randomBytes } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { REQUEST_BODY_LIMIT_BYTES } from '@portal/shared/contract';
import packageJson from '../package.json';
import { registerAuth } from './auth/require-user';
import { registerModules } from './modules';
import type { ApiConfig } from './config';
import type { Db } from './db/database';
import { ok } from './platform/envelope';
import { frameworkErrors, registerErrorHandling } from './platform/error-handler';
import { lazyChildLogger } from './platform/lazy-child-logger';
import { RequestLog, loggerOptions } from './platform/logger';
import { registerResponseHeaders } from './platform/response-headers';
import { schemaErrorFormatter, validatorCompiler } from './platform/validation';

const OPENAPI_BASE = {
  openapi: '3.1.0',
  info: {
    title: 'Card wallet portal: reference merchant API',
    version: packageJson.version,
    description:
      'Every answer is the envelope {code, message, data}; code 0 is success. See api/README.md for the codes.',
  },
  components: {
    securitySchemes: {
      bearer: {
        type: 'http' as const,
        scheme: 'bearer',
        description:
          'The token of a sign-in. Until its device check has passed and the account has an e-mail, it reaches only ' +
          'send/code, send/code-auto, login/code/check, email/bind, account/info (masked) and sign-out; ' +
          'any other signed-in call answers 605.',
      },
    },
  },
};

/** Request ids unique across restarts and processes: a random prefix per server and a counter. */
function requestIds(): () => string {
  const prefix = randomBytes(6).toString('hex');
  let next = 0;
  return () => `${prefix}-${(next++).toString(36)}`;
}

export interface ServerDeps {
  config: ApiConfig;
  db: Db;
}

/** The API with its platform (envelope, validation messages, request ids, auth, logs) and its modules. */
export function buildServer({ config, db }: ServerDeps): FastifyInstance {
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
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandling(app);
  registerResponseHeaders(app);
  registerAuth(app);

  // The OpenAPI document is generated from the route schemas registered after this plugin.
  void app.register(swagger, { openapi: OPENAPI_BASE });
  void app.register(async (api) => {
    api.get('/api/health', async () => ok({ status: 'ok' as const, version: packageJson.version, mode: config.mode }));
    if (config.mode === 'sandbox') api.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    registerModules(api, { config, db });
  });

  return app;
}
