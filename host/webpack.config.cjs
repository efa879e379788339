const { createAppConfig } = require('../tooling/webpack-app.cjs');
const federation = require('./federation.config.cjs');

module.exports = (env) => createAppConfig({ role: 'host', appDir: __dirname, federation, devPort: 3000 }, env);
