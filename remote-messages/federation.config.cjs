/** The modules this remote exposes: one per page it owns. */
module.exports = {
  name: 'remote_messages',
  exposes: {
    './InformationCenter': './src/expose/information-center.tsx',
    './AnnouncementDetails': './src/expose/announcement-details.tsx',
  },
};
