import type { FastifyInstance } from 'fastify';
import { registerAccounts } from './accounts';
import { createRequireUser } from './auth/require-user';
import type { ApiConfig } from './config';
import type { Database } from './db/query-layer';
import { createMessageCenter, registerMerchant, registerMessages } from './messages';
import type { ApiModule, ModuleDeps, PortableModule, PortableModuleDeps } from './platform/module';
import { registerExport } from './export';
import { registerTelemetry } from './telemetry';
import { registerTransactionSandbox, registerTransactions } from './transactions';
import { registerWallet } from './wallet';

type Registered = { onBoth: PortableModule } | { sqliteOnly: ApiModule };

/**
 * The modules of the API, in the order they register: `onBoth` for a module on the query layer (it
 * runs on SQLite and PostgreSQL), `sqliteOnly` for one still on better-sqlite3 until it is converted
 * (the checklist in api/README.md "Databases"). While any is left, the API refuses PostgreSQL at start.
 */
const MODULES: Registered[] = [
  { onBoth: registerAccounts },
  { onBoth: registerMerchant },
  { onBoth: registerMessages },
  { sqliteOnly: registerWallet },
  { onBoth: registerTransactions },
  { sqliteOnly: registerTransactionSandbox },
  { onBoth: registerExport },
  { onBoth: registerTelemetry },
];

export const SQLITE_ONLY_MODULES = MODULES.flatMap((module) => ('sqliteOnly' in module ? [module.sqliteOnly] : []));

/** Why the API does not start on PostgreSQL yet (one sentence), or null once every module is converted. */
export function postgresRefusal(): string | null {
  if (SQLITE_ONLY_MODULES.length === 0) return null;
  return (
    `DATABASE_URL names a PostgreSQL database, but ${SQLITE_ONLY_MODULES.length} of the API's modules still run on ` +
    'SQLite only (api/README.md, "Databases"): unset DATABASE_URL to run the API on SQLite.'
  );
}

export interface ModuleOptions {
  config: ApiConfig;
  database: Database;
  /**
   * Register only the modules on the query layer: the tests of those modules on PostgreSQL, until the
   * rest are converted. Without it the API on PostgreSQL is refused (postgresRefusal).
   */
  portableOnly?: boolean;
}

export function registerModules(app: FastifyInstance, { config, database, portableOnly = false }: ModuleOptions): void {
  const db = database.sqlite;
  if (db === null && !portableOnly) {
    const refusal = postgresRefusal();
    if (refusal !== null) throw new Error(refusal);
  }
  const portable: PortableModuleDeps = {
    config,
    database,
    requireUser: createRequireUser(database),
    messages: createMessageCenter(database),
    jobs: database.jobQueue((error) => app.log.error({ err: error }, 'job queue failed')),
  };
  // Added before the modules' hooks, so it runs first: the modules give their work as they register
  // and queue jobs from their own onReady (the jobs they resume).
  app.addHook('onReady', () => portable.jobs.start());
  app.addHook('onClose', () => portable.jobs.stop());
  // A route's guard is what makes it signed-in, so the OpenAPI document says so from the guard.
  app.addHook('onRoute', (route) => {
    const guards = [route.preHandler ?? []].flat();
    if (guards.includes(portable.requireUser)) {
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
    }
  });
  if (db === null || portableOnly) {
    for (const module of MODULES) if ('onBoth' in module) module.onBoth(app, portable);
    return;
  }
  const deps: ModuleDeps = { ...portable, db };
  for (const module of MODULES) {
    if ('onBoth' in module) module.onBoth(app, deps);
    else module.sqliteOnly(app, deps);
  }
}
