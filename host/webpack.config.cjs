const { createAppConfig } = require('../tooling/webpack-app.cjs');
const federation = require('./federation.config.cjs');

/**
 * What every first page runs besides the entry, in the `boot` chunk: the host's boot code, the shared
 * core and its API contract, the router. In the `early` chunk: what the entry runs first to find and
 * start the opened page's remote. Each chunk also takes what its modules import. (List only modules
 * that a lazy page's chunk does not hold too, such as the stored session of the live events: the
 * chunk would take that page's code along.)
 */
const bootModules = [
  'host/src/bootstrap.tsx',
  'shared/src/index.ts',
  'shared/src/contract/index.ts',
  'shared/src/routing/react-router-dom.ts',
];
const earlyModules = ['host/src/remotes/prefetch-page.ts', 'shared/src/boot/index.ts'];

module.exports = (env) =>
  createAppConfig({ role: 'host', appDir: __dirname, federation, devPort: 3000, bootModules, earlyModules }, env);
