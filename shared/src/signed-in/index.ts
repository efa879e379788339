// What only signed-in pages use: the account's data (wallet, cards, batches, exports, messages,
// account info), its money and date formats, and the badge and tag they show. A subpath of its own,
// so the sign-in page downloads none of it.
export { bindEmail, changeEmail, changePassword, useAccountInfo } from '../data/account/account-info';
export {
  forgetTrustedDevice,
  revokeOtherSessions,
  revokeSession,
  useAccountSessions,
  useTrustedDevices,
} from '../data/account/sessions';
export { BATCH_STATUS_POLL_MS, startBatchCreate, useBatchCreateStatus } from '../data/batch';
export * from '../data/cards';
export { revalidateCalls } from '../data/cache-effects';
export { EXPORT_STATUS_POLL_MS, downloadExport, startExport, useExportStatus } from '../data/export';
export * from '../data/messages';
export * from '../data/transactions';
export { moneyCallOptions, type MoneyAuth } from '../data/money-auth';
export * from '../data/wallet';
export * from '../format';
export { BADGE_MAX, CountBadge, badgeText } from '../ui/badge';
export { StatusTag } from '../ui/tag';
export { AnswersInPageLanguage } from '../swr/answer-language';
export { afterNextPaint } from '../runtime/after-paint';
