import type { FastifyInstance } from 'fastify';
import { registerAccounts } from './accounts';
import { createRequireUser } from './auth/require-user';
import type { ApiConfig } from './config';
import type { Database } from './db/query-layer';
import { createMessageCenter, registerMerchant, registerMessages } from './messages';
import type { ApiModule, ModuleDeps, PortableModule } from './platform/module';
import { registerExport } from './export';
import { registerTelemetry } from './telemetry';
import { registerTransactions } from './transactions';
import { registerWallet } from './wallet';

/** The modules on the query layer: they run on SQLite and PostgreSQL (api/README.md "Databases"). */
export const PORTABLE_MODULES: PortableModule[] = [registerMerchant];

/**
 * The modules still on better-sqlite3, in the order they register: SQLite only until each is
 * converted (the checklist in api/README.md "Databases"). While any is left, the API refuses
 * PostgreSQL at start.
 */
export const SQLITE_ONLY_MODULES: ApiModule[] = [
  registerAccounts,
  registerMessages,
  registerWallet,
  registerTransactions,
  registerExport,
  registerTelemetry,
];

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
  for (const register of PORTABLE_MODULES) register(app, { config, database });
  if (db === null || portableOnly) return;
  const deps: ModuleDeps = {
    config,
    database,
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
  for (const register of SQLITE_ONLY_MODULES) register(app, deps);
}
