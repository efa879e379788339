import type { FastifyInstance } from 'fastify';
import { registerAccounts } from './accounts';
import { createRequireUser } from './auth/require-user';
import type { ApiConfig } from './config';
import type { Db } from './db/database';
import { createMessageCenter, registerMessages } from './messages';
import type { ApiModule, ModuleDeps } from './platform/module';
import { registerExport } from './export';
import { registerTelemetry } from './telemetry';
import { registerTransactions } from './transactions';
import { registerWallet } from './wallet';

/** The modules of the API, in the order they register. */
const MODULES: ApiModule[] = [
  registerAccounts,
  registerMessages,
  registerWallet,
  registerTransactions,
  registerExport,
  registerTelemetry,
];

export function registerModules(app: FastifyInstance, { config, db }: { config: ApiConfig; db: Db }): void {
  const deps: ModuleDeps = {
    config,
    db,
    requireUser: createRequireUser(db),
    messages: createMessageCenter(db),
  };
  // A route's guard is what makes it signed-in, so the OpenAPI document says so from the guard.
  app.addHook('onRoute', (route) => {
    const guards = [route.preHandler ?? []].flat();
    if (guards.includes(deps.requireUser)) {
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
    }
  });
  for (const register of MODULES) register(app, deps);
}
