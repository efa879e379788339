import type { CardStatus } from '@portal/shared/contract';

/** Statuses a card passes through on the issuer's side; the pages follow such a card until it settles. */
const SETTLING: ReadonlySet<CardStatus> = new Set([
  'CARD_STATUS_INIT',
  'CARD_STATUS_FREEZING',
  'CARD_STATUS_UNFREEZING',
  'CARD_STATUS_DELETING',
]);

/** How often a card in a transitional status is asked again. */
export const CARD_SETTLE_POLL_MS = 3_000;

export function isSettling(status: CardStatus): boolean {
  return SETTLING.has(status);
}
