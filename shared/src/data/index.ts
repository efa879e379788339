// Server data, one module per domain: each holds its SWR keys' readers, its calls and the cache
// effects of each mutation. Components and page hooks use these, never the API client itself.
export * from './account';
export { BATCH_STATUS_POLL_MS, startBatchCreate, useBatchCreateStatus } from './batch';
export * from './cards';
export { revalidateCalls } from './cache-effects';
export { useDataContext, type DataContext } from './data-context';
export { moneyCallOptions, type MoneyAuth } from './money-auth';
export { isUnknownAgreement, loadAgreementTitles, useAgreement, useAgreementTitles, useMerchant } from './merchant';
export * from './messages';
export * from './submit';
export * from './wallet';
export { EXPORT_STATUS_POLL_MS, downloadExport, startExport, useExportStatus } from './export';
