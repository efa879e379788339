// Server data, one module per domain: each holds its SWR keys' readers, its calls and the cache
// effects of each mutation. Components and page hooks use these, never the API client itself.
export * from './account';
export { BATCH_STATUS_POLL_MS, useBatchCreateStatus } from './batch';
export { useDataContext, type DataContext } from './data-context';
export { loadAgreementTitles, useAgreementTitles, useMerchant } from './merchant';
export * from './messages';
export * from './submit';
export { useBalanceStatus, useWalletFrozen } from './wallet';
