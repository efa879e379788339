// Server data, one module per domain: each holds its SWR keys' readers, its calls and the cache
// effects of each mutation. Components and page hooks use these, never the API client itself.
// Here: what the signed-out pages need too; the signed-in domains are in `@portal/shared/signed-in`.
export * from './account';
export { useDataContext, type DataContext } from './data-context';
export { isUnknownAgreement, loadAgreementTitles, useAgreement, useAgreementTitles, useMerchant } from './merchant';
export * from './submit';
