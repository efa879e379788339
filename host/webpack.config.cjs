const { createAppConfig } = require('../tooling/webpack-app.cjs');
const federation = require('./federation.config.cjs');

/**
 * What every first page runs besides the entry, preloaded from index.html: the host's boot code,
 * the shared core and its API contract, the router, and the boot module the entry finds the opened
 * page's remote with. (A module a lazy page also bundles, such as the stored session in the live
 * events, would preload that page's chunk too, so it is not listed.)
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
