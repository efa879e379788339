import path from 'node:path';

type Shared = Record<
  string,
  { version?: string; requiredVersion?: string; singleton?: boolean; import?: string; exclude?: { request?: RegExp } }
>;

// The singletons every app shares (tooling/federation-shared.cjs), which the builds declare in their manifests.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedSingletons } = require(path.join(__dirname, '..', '..', '..', 'tooling', 'federation-shared.cjs')) as {
  sharedSingletons: (appPackage: object, options?: { host?: boolean }) => Shared;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharedVersion = (require(path.join(__dirname, '..', '..', '..', 'shared', 'package.json')) as { version: string })
  .version;

const SINGLETON_RANGES = Object.fromEntries(
  ['react', 'react-dom', 'react-router-dom', 'jotai', 'swr', 'styled-components'].map((name) => [name, '^1.0.0']),
);

/** The package.json of an app that depends on the shared core at `sharedRange`. */
const app = (sharedRange: string) => ({
  name: '@portal/remote-test',
  dependencies: { ...SINGLETON_RANGES, '@portal/shared': sharedRange },
});

describe('the shared core in a build', () => {
  it("is required at the range the app depends on, and provided at the core's own version", () => {
    const shared = sharedSingletons(app('workspace:^1.2.0'));
    expect(shared['@portal/shared']).toEqual({ singleton: true, version: sharedVersion, requiredVersion: '^1.2.0' });
    expect(shared['@portal/shared/']).toEqual(shared['@portal/shared']);
  });

  it("is provided by the host with the message list, from the core's own file, which a remote shares like any subpath", () => {
    const host = sharedSingletons(app('workspace:^1.2.0'), { host: true });
    expect(host['@portal/shared/message-list']).toEqual({
      ...host['@portal/shared'],
      import: path.join(__dirname, '..', '..', '..', 'shared', 'src', 'data', 'messages', 'use-message-list.ts'),
    });
    expect(sharedSingletons(app('workspace:^1.2.0'))['@portal/shared/message-list']).toBeUndefined();
  });

  it("never shares SWR's infinite-list hook on its own, apart from the SWR files it runs on", () => {
    const exclude = sharedSingletons(app('workspace:^1.2.0'))['swr/']?.exclude?.request;
    expect(exclude?.test('infinite')).toBe(true);
    expect(exclude?.test('_internal')).toBe(false);
  });

  it('refuses a dependency that does not say which version the app is built against', () => {
    expect(() => sharedSingletons(app('workspace:*'))).toThrow('must name the version it is built against');
  });
});
