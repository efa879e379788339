import type { CardStatus, CardStatusAction } from './card';
import type { PageQuery } from './envelope';
import type { Currency } from './wallet';

/** The calls about cards that the spec leaves unshown use these shapes, the contract's own. */
export interface Card {
  id: string;
  /** Only the last four digits leave the server in lists. */
  last4: string;
  status: CardStatus;
  currency: Currency;
  /** Decimal string in the card's currency. */
  balance: string;
  created_at: string;
}

export interface CardQuery extends PageQuery {
  status?: CardStatus;
  keyword?: string;
}

export interface UpdateCardStatusRequest {
  card_id: string;
  action: CardStatusAction;
}

export interface BatchCreateCardRequest {
  quantity: number;
  currency: Currency;
  /** Decimal string moved from the wallet onto each new card. */
  amount: string;
}

/** Batch creation progress (spec §3). */
export interface BatchCreateCardStatus {
  exist: boolean;
  total_count: number;
  success_count: number;
  fail_count: number;
}

export interface BatchExportRequest {
  card_ids?: string[];
  status?: CardStatus;
}

export interface BatchExportStatus {
  exist: boolean;
  total_count: number;
  done_count: number;
}

export interface OpenedAvailable {
  /** How many more cards this user may open. */
  available: number;
}

export interface CardAmount {
  amount: number;
}

export interface BalanceStatus {
  status: string;
}
