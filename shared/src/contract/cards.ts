import type { CardStatus, CardStatusAction, CardTransactionStatus, CardTransactionType } from './card';
import type { PageQuery } from './envelope';
import type { Currency, Money } from './wallet';

/** A card as lists show it: only the last four digits leave the server. */
export interface Card {
  id: string;
  last4: string;
  status: CardStatus;
  currency: Currency;
  balance: Money;
  created_at: string;
  /** The customer's own name for the card (at most 20 characters as read); null when it has none. */
  nickname: string | null;
}

/** One card with what its details page shows beyond the list. */
export interface CardDetails extends Card {
  product_id: string;
  /** MM/YY */
  expiry: string;
  updated_at: string;
}

export interface CardQuery extends PageQuery {
  status?: CardStatus;
  /** Part of the card's nickname, or up to four digits matched against the last four digits. */
  keyword?: string;
}

/** Names a card, or clears its name with an empty string; the name is trimmed. */
export interface CardNicknameRequest {
  nickname: string;
}

/** The most cards one bulk freeze or unfreeze takes. */
export const BATCH_CARD_STATUS_MAX = 100;

/** Freezes or unfreezes several cards at once; each card is changed on its own. */
export interface BatchCardStatusRequest {
  action: CardStatusAction;
  card_ids: string[];
}

/** What became of one card of a bulk freeze or unfreeze. */
export interface BatchCardStatusResult {
  card_id: string;
  ok: boolean;
  /** The card after the change, or as it stands when refused; null when it is not the customer's. */
  card: Card | null;
  /** The refusal's code and message from the error table; null when it went through. */
  code: number | null;
  message: string | null;
}

/** The bulk change's results, one per card in the order asked. */
export interface BatchCardStatusAnswer {
  results: BatchCardStatusResult[];
  success_count: number;
  fail_count: number;
}

/** Freeze or unfreeze; the card is the path's `{id}`. */
export interface UpdateCardStatusRequest {
  action: CardStatusAction;
}

/** Opens one card of a product, loaded with `amount` from the wallet. */
export interface OpenCardRequest {
  product_id: string;
  amount: Money;
  /** The spending limits the card opens with. */
  limits?: CardLimitsInput;
  /** Closed after its first settled purchase; chosen at opening only. */
  single_use?: boolean;
  /** The card's name, by the nickname rule (card-nickname.ts); "" or none: unnamed. */
  nickname?: string;
}

/** A card's three spending limits; null: no limit. Where two are set: per transaction <= daily <= monthly. */
export interface CardLimitsInput {
  per_transaction_limit: Money | null;
  daily_limit: Money | null;
  monthly_limit: Money | null;
}

/** Statuses in which a card's limits may still change: it is not failed, closed or on its way out. */
export const LIMITS_ADJUSTABLE: readonly CardStatus[] = [
  'CARD_STATUS_INIT',
  'CARD_STATUS_NORMAL',
  'CARD_STATUS_FREEZE',
  'CARD_STATUS_FREEZING',
  'CARD_STATUS_UNFREEZING',
];

/** A card's spending controls and what is left of them; days and months count in `time_zone`. */
export interface CardLimits extends CardLimitsInput {
  card_id: string;
  currency: Currency;
  single_use: boolean;
  /** Purchases (settled or pending) since the start of today. */
  spent_today: Money;
  spent_this_month: Money;
  /** What today's purchases may still add up to; null without a daily limit. */
  left_today: Money | null;
  left_this_month: Money | null;
  /** Asia/Shanghai. */
  time_zone: string;
}

/** Moves `amount` between the wallet and the card of the path's `{id}`. */
export interface CardMoneyRequest {
  amount: Money;
}

export interface CardTransaction {
  id: string;
  card_id: string;
  type: CardTransactionType;
  status: CardTransactionStatus;
  currency: Currency;
  amount: Money;
  fee: Money;
  merchant_name: string | null;
  /** Why it failed, when it did. */
  reason: string | null;
  created_at: string;
}

export interface CardTransactionQuery extends PageQuery {
  type?: CardTransactionType;
  status?: CardTransactionStatus;
}

/** A recharge or withdrawal: the card after it and the card-side transaction. */
export interface CardMovement {
  card: CardDetails;
  transaction: CardTransaction;
}

/** The access code of `send/code-auto` (MARK_TYPE_ACCESS) that reveals the card's number. */
export interface CardSecretsRequest {
  captcha: string;
}

/** The billing address a checkout form asks for, as the issuer registered it (Latin script). */
export interface BillingAddress {
  line1: string;
  /** '' when the address has no second line. */
  line2: string;
  city: string;
  /** State, province or region. */
  region: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** What a checkout form asks for besides the number; null where none is on file. */
export interface CardCheckoutDetails {
  name: string | null;
  billing_address: BillingAddress | null;
}

/** The full number and CVV: shown for a short time, never cached or stored. */
export interface CardSecrets {
  card_id: string;
  card_no: string;
  cvv: string;
  expiry: string;
  expires_at: string;
  checkout: CardCheckoutDetails;
}

export interface BatchCreateCardRequest {
  product_id?: string;
  /** The spec's body names a currency; a product id chooses the product directly. */
  currency?: Currency;
  quantity: number;
  /** Moved from the wallet onto each new card. */
  amount: Money;
  /** The spending limits each card opens with. */
  limits?: CardLimitsInput;
  /** Each card closes after its first settled purchase. */
  single_use?: boolean;
}

/** Batch creation progress (spec §3), and which job it is about. */
export interface BatchCreateCardStatus {
  exist: boolean;
  /** The running job, else the last one; null if none ever ran. Tells two jobs with equal counts apart. */
  job_id: string | null;
  total_count: number;
  success_count: number;
  fail_count: number;
}

/** The answer to starting a batch: its job and first progress. */
export interface BatchCreateCardStarted extends BatchCreateCardStatus {
  job_id: string;
}

export interface BatchExportRequest {
  card_ids?: string[];
  status?: CardStatus;
}

/** Export progress; once `ready`, the last job's file is downloaded by `job_id`. */
export interface BatchExportStatus {
  /** A job is running. */
  exist: boolean;
  total_count: number;
  done_count: number;
  job_id: string | null;
  ready: boolean;
  file_name: string | null;
}

/** The answer to starting an export: its job is named. */
export interface BatchExportStarted extends BatchExportStatus {
  job_id: string;
}

/** A fee rule as the API sends it: exact decimal strings; a negative min or max means no limit. */
export interface FeeRuleAnswer {
  rate: string;
  value: Money;
  min: Money;
  max: Money;
}

/** A card product the user may open. */
export interface CardProduct {
  id: string;
  name: string;
  bin: string;
  currency: Currency;
  open_fee: FeeRuleAnswer;
  recharge_fee: FeeRuleAnswer;
  withdraw_fee: FeeRuleAnswer;
  /** The least a card is loaded with, at opening and per recharge. */
  min_recharge: Money;
  /** Opening a card of it needs the cardholder profile on file. */
  needs_profile: boolean;
}

export interface OpenedAvailable {
  /** How many more cards this user may open. */
  available: number;
  products: CardProduct[];
}

/** Cards held (spec §3 card-amount): a count, not money. */
export interface CardAmount {
  amount: number;
}

export interface BalanceStatus {
  status: string;
}

/** The cardholder profile some products need (the ID number only ever masked on the way out). */
export interface CardholderProfile {
  name: string;
  id_number_masked: string;
  phone_prefix: '86' | '852';
  phone: string;
  website: string;
  updated_at: string;
}

export interface CardholderProfileInput {
  /** Latin letters, no Chinese characters. */
  name: string;
  /** The mainland ID number, 18 characters with its check code. */
  id_number: string;
  phone_prefix: '86' | '852';
  phone: string;
  /** http or https. */
  website: string;
}

/** The API's answer when a product needs the cardholder profile and none is on file. */
export const PROFILE_REQUIRED_CODE = 4091;
