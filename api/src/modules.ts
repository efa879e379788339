import type { FastifyInstance } from 'fastify';
import { registerAccounts } from './accounts';
import { createRequireUser } from './auth/require-user';
import type { ApiConfig } from './config';
import type { Database } from './db/query-layer';
import { createMessageCenter, registerMerchant, registerMessages } from './messages';
import type { PortableModule, PortableModuleDeps } from './platform/module';
import { registerExport } from './export';
import { registerTelemetry } from './telemetry';
import { registerTransactionSandbox, registerTransactions } from './transactions';
import { registerWallet } from './wallet';

/** The modules of the API, in the order they register; each runs on SQLite and PostgreSQL alike. */
const MODULES: PortableModule[] = [
  registerAccounts,
  registerMerchant,
  registerMessages,
  registerWallet,
  registerTransactions,
  registerTransactionSandbox,
  registerExport,
  registerTelemetry,
];

export interface ModuleOptions {
  config: ApiConfig;
  database: Database;
}

export function registerModules(app: FastifyInstance, { config, database }: ModuleOptions): void {
  const deps: PortableModuleDeps = {
    config,
    database,
    requireUser: createRequireUser(database),
    messages: createMessageCenter(database),
    jobs: database.jobQueue((error) => app.log.error({ err: error }, 'job queue failed')),
  };
  // Added before the modules' hooks, so it runs first: the modules give their work as they register
  // and queue jobs from their own onReady (the jobs they resume); it stops last (onClose runs backwards).
  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', () => deps.jobs.stop());
  // A route's guard is what makes it signed-in, so the OpenAPI document says so from the guard.
  app.addHook('onRoute', (route) => {
    const guards = [route.preHandler ?? []].flat();
    if (guards.includes(deps.requireUser)) {
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
    }
  });
  for (const register of MODULES) register(app, deps);
}
