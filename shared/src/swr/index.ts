export { swrKeys, type SwrKey } from './keys';
export { swrFetcher, showSwrError } from './fetcher';
export {
  BATCH_STATUS_POLL_MS,
  useAccountInfo,
  useAgreementTitles,
  useBalanceStatus,
  useBatchCreateStatus,
  useMerchant,
  useUnreadQuantity,
  useWalletFrozen,
} from './hooks';
