export { CARD_SETTLE_POLL_MS, isSettling } from './card-status';
export {
  CARD_HOLDING_CALLS,
  deleteCard,
  openCard,
  updateCardStatus,
  useCard,
  useCardAmount,
  useCards,
  useOpenedAvailable,
} from './cards';
export { rechargeCard, revealCardSecrets, useCardTransactions, withdrawFromCard } from './card-money';
export { saveCardholderProfile, useCardholderProfile } from './profile';
export { setCardNickname } from './card-nickname';
export { updateCardStatuses } from './bulk-card-status';
export { saveCardLimits, useCardLimits } from './card-limits';
export { cancelQueuedFreeze, freezeCard, type FreezeOutcome } from './freeze-card';
export { type QueuedFreeze } from './queued-freezes';
export { useQueuedFreeze, useQueuedFreezeSender } from './queued-freeze-hooks';
