const path = require('node:path');

/** The host consumes remotes registered at runtime from `/remotes.json`; it declares none here. */
module.exports = {
  name: 'host',
  remotes: {},
  runtimePlugins: [
    path.join(__dirname, 'src/remotes/provide-runtime-core-plugin.ts'),
    path.join(__dirname, 'src/remotes/remote-failure-plugin.ts'),
    path.join(__dirname, 'src/remotes/entry-integrity-plugin.ts'),
  ],
};
