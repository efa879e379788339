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

/** One jest project per package: the browser apps in jsdom, the servers in node. */
function project(dir: string, testEnvironment: 'jsdom' | 'node'): Project {
  const rootDir = path.join(__dirname, dir);
  return {
    displayName: dir,
    rootDir,
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
 * The API's tests that run on PostgreSQL too (api/README.md "Databases"): the tests of each module
 * converted to the query layer, and the database layer's own tests that compare both databases. The
 * project starts a throwaway PostgreSQL cluster (API_TEST_POSTGRES_URL) for the run.
 */
const API_ON_POSTGRES = [
  'src/messages/__tests__/merchant.test.ts',
  // Messages and live events; system-messages needs the wallet, the 0073 migration is SQLite's own.
  ...[
    'announcement-fan-out',
    'announcement',
    'events',
    'sandbox-admin',
    'station-messages',
    'stream-caps',
    'stream-sessions',
  ].map((name) => `src/messages/__tests__/${name}.test.ts`),
  'src/telemetry/__tests__/*.test.ts',
  'src/db/__tests__/postgres/*.test.ts',
  'src/auth/__tests__/*.test.ts',
  'src/transactions/__tests__/*.test.ts',
  'src/export/__tests__/*.test.ts',
  // The wallet's money under concurrency (its routes wait for the message center to be on the layer).
  'src/wallet/__tests__/money-races.test.ts',
  'src/wallet/__tests__/dialect-reads.test.ts',
  // Accounts and sessions; the account tests that also call the wallet or messages stay on SQLite until those are converted.
  ...[
    'browser-label',
    'change-email',
    'change-password',
    'code-purposes',
    'forget-password',
    'login',
    'outbox-smtp',
    'passwords',
    'register',
    'sandbox-customers',
    'send-code',
    'sign-in-limits',
  ].map((name) => `src/accounts/__tests__/${name}.test.ts`),
];

function apiOnPostgres(): Project {
  const api = project('api', 'node');
  return {
    ...api,
    displayName: 'api-postgres',
    testMatch: API_ON_POSTGRES.map((file) => `<rootDir>/${file}`),
    testPathIgnorePatterns: [],
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
