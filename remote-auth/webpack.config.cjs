const { createAppConfig } = require('../tooling/webpack-app.cjs');
const federation = require('./federation.config.cjs');

module.exports = (env) => createAppConfig({ role: 'remote', appDir: __dirname, federation, devPort: 3001 }, env);
