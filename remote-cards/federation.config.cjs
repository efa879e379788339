/** The modules this remote exposes: one per page it owns. */
module.exports = {
  name: 'remote_cards',
  exposes: {
    './Wallet': './src/expose/wallet.tsx',
    './CardList': './src/expose/card-list.tsx',
    './CreateCard': './src/expose/create-card.tsx',
    './CreateCardVerification': './src/expose/create-card-verification.tsx',
    './CreateCardSecondaryVerification': './src/expose/create-card-secondary-verification.tsx',
    './CardDetails': './src/expose/card-details.tsx',
    './BulkExport': './src/expose/bulk-export.tsx',
  },
};
