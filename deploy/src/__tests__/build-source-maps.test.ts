import path from 'node:path';

interface AppConfig {
  devtool: string;
}
type CreateAppConfig = (options: object, env?: Record<string, unknown>) => AppConfig;

// The one webpack setup every app builds with (tooling/webpack-app.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAppConfig } = require(path.join(__dirname, '..', '..', '..', 'tooling', 'webpack-app.cjs')) as {
  createAppConfig: CreateAppConfig;
};

const appDir = (name: string) => path.join(__dirname, '..', '..', '..', name);

describe('production builds', () => {
  it.each([
    ['host', 'host'],
    ['remote', 'remote-auth'],
  ])('of the %s write source maps without linking them from the scripts', (role, app) => {
    const config = createAppConfig({
      role,
      appDir: appDir(app),
      federation: { name: app.replace('-', '_') },
      devPort: 0,
    });
    expect(config.devtool).toBe('hidden-source-map');
  });
});
