const { pageList } = require('../tooling/page-list.cjs');

/** The modules this remote exposes: one per page the portal's page list gives it. */
module.exports = {
  name: 'remote_messages',
  exposes: pageList().federationExposes('remote-messages'),
};
