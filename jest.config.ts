import path from 'node:path';
import type { Config } from 'jest';

type Project = Exclude<NonNullable<Config['projects']>[number], string>;

/**
 * TypeScript is transpiled by ts-jest with the tsconfig every package extends (transpiling reads no
 * types, so one serves all), through a wrapper that transpiles a file once for all projects.
 */
const TRANSFORM: [string, object] = [
  path.join(__dirname, 'tooling', 'ts-jest-once.cjs'),
  { tsconfig: path.join(__dirname, 'tsconfig.base.json') },
];

/** Packages that ship only ES modules, turned into CommonJS for jest (tooling/esm-package-to-cjs.cjs). */
const ESM_ONLY = ['kysely'];
const ESM_ONLY_FILES = `/node_modules/(\\.pnpm/[^/]+/node_modules/)?(${ESM_ONLY.join('|')})/.+\\.js$`;

/**
 * One jest project per package: the browser apps in jsdom, the servers in node; each worker keeps V8's
 * code cache of the modules it compiled for the next test files (tooling/code-cached-runtime.cjs).
 */
function project(dir: string, testEnvironment: 'jsdom' | 'node'): Project {
  const rootDir = path.join(__dirname, dir);
  return {
    displayName: dir,
    rootDir,
    runtime: path.join(__dirname, 'tooling', 'code-cached-runtime.cjs'),
    testEnvironment: testEnvironment === 'jsdom' ? path.join(__dirname, 'tooling', 'jsdom-with-fetch.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': TRANSFORM,
      [ESM_ONLY_FILES]: path.join(__dirname, 'tooling', 'esm-package-to-cjs.cjs'),
    },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${ESM_ONLY.join('|')})@|(${ESM_ONLY.join('|')})/))`],
    setupFilesAfterEnv: testEnvironment === 'jsdom' ? [path.join(__dirname, 'tooling', 'jest-dom-setup.cjs')] : [],
    globals: { __APP_NAME__: dir, __APP_VERSION__: '0.0.0-test' },
  };
}

/**
 * The API's tests that check SQLite's own behaviour and run on SQLite only; every other API test runs
 * on PostgreSQL too (api/README.md "Tests on PostgreSQL"), in a throwaway cluster the project starts
 * (API_TEST_POSTGRES_URL).
 */
const SQLITE_ONLY = [
  // SQLite's own migrations and pragmas.
  'src/__tests__/database.test.ts',
  // SQLite's transaction guard in the query layer.
  'src/db/__tests__/query-layer.test.ts',
  // The read caches SQLite keeps in the process (PostgreSQL has none).
  'src/__tests__/read-caches.test.ts',
  // A migration of SQLite files made before the messages moved to the layer.
  'src/messages/__tests__/demo-messages-migration.test.ts',
  // Kills a SQLite API process mid-job.
  'src/wallet/__tests__/durability.test.ts',
  // Upgrades of SQLite files made by older versions (PostgreSQL starts at its baseline migration).
  'src/wallet/__tests__/sqlite-upgrades.test.ts',
  // SQLite's query plan of the spending summary.
  'src/wallet/spending/__tests__/spending-plan.test.ts',
  // Reads SQLite's database files for a sealed ID number.
  'src/wallet/__tests__/profiles-on-disk.test.ts',
];

/**
 * The API's tests that reach no database (tables, texts, parsers, the in-process queue): the same
 * code on either, so the api project runs them once.
 */
const NO_DATABASE = [
  'src/__tests__/error-codes.test.ts',
  'src/__tests__/shared-contract.test.ts',
  'src/accounts/__tests__/browser-label.test.ts',
  'src/db/__tests__/job-queue.test.ts',
  'src/db/__tests__/prepared-statements.test.ts',
  'src/openapi/__tests__/contract-calls.test.ts',
  'src/platform/__tests__/english.test.ts',
  'src/platform/__tests__/module-errors.test.ts',
];

function apiOnPostgres(): Project {
  const api = project('api', 'node');
  return {
    ...api,
    displayName: 'api-postgres',
    testPathIgnorePatterns: ['/node_modules/', ...[...SQLITE_ONLY, ...NO_DATABASE].map((file) => `<rootDir>/${file}`)],
    // Which database the tests' API runs on (src/__tests__/test-api.ts): the cluster's URL reaches every
    // worker, the api project's too, so the project says it.
    globals: { __APP_NAME__: 'api', __APP_VERSION__: '0.0.0-test', __API_TEST_DATABASE__: 'postgres' },
    globalSetup: path.join(__dirname, 'tooling', 'postgres-jest-setup.mjs'),
    globalTeardown: path.join(__dirname, 'tooling', 'postgres-jest-teardown.mjs'),
  };
}

const config: Config = {
  // A guard, never a wait: a component test that types a whole form can pass 5 s on a busy two-core machine.
  testTimeout: 20_000,
  // One worker per core (jest's own default leaves one core idle).
  maxWorkers: '100%',
  projects: [
    project('shared', 'jsdom'),
    project('host', 'jsdom'),
    project('remote-auth', 'jsdom'),
    project('remote-cards', 'jsdom'),
    project('remote-messages', 'jsdom'),
    // The comparisons of both databases need PostgreSQL: they run in api-postgres only.
    { ...project('api', 'node'), testPathIgnorePatterns: ['/node_modules/', '/src/db/__tests__/postgres/'] },
    apiOnPostgres(),
    project('deploy', 'node'),
  ],
};

export default config;
