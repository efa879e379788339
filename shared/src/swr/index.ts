export { swrKeys, type SwrKey } from './keys';
export { swrFetcher, showSwrError } from './fetcher';
export {
  BATCH_STATUS_POLL_MS,
  useAccountInfo,
  useAgreementTitles,
  useBalanceStatus,
  useBatchCreateStatus,
  useMerchant,
  useWalletFrozen,
} from './hooks';
