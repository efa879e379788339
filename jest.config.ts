import path from 'node:path';
import type { Config } from 'jest';

type Project = NonNullable<Config['projects']>[number];

/**
 * TypeScript is transpiled by ts-jest with the tsconfig every package extends (transpiling reads no
 * types, so one serves all), through a wrapper that transpiles a file once for all projects.
 */
const TRANSFORM: [string, object] = [
  path.join(__dirname, 'tooling', 'ts-jest-once.cjs'),
  { tsconfig: path.join(__dirname, 'tsconfig.base.json') },
];

/** One jest project per package: the browser apps in jsdom, the servers in node. */
function project(dir: string, testEnvironment: 'jsdom' | 'node'): Project {
  const rootDir = path.join(__dirname, dir);
  return {
    displayName: dir,
    rootDir,
    testEnvironment: testEnvironment === 'jsdom' ? path.join(__dirname, 'tooling', 'jsdom-with-fetch.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: { '^.+\\.tsx?$': TRANSFORM },
    setupFilesAfterEnv: testEnvironment === 'jsdom' ? [path.join(__dirname, 'tooling', 'jest-dom-setup.cjs')] : [],
    globals: { __APP_NAME__: dir, __APP_VERSION__: '0.0.0-test' },
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
    project('api', 'node'),
    project('deploy', 'node'),
  ],
};

export default config;
