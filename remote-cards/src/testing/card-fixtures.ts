import type {
  BatchExportStatus,
  Card,
  CardDetails,
  CardLimits,
  CardProduct,
  CardTransaction,
  WalletBalance,
  WalletTransaction,
  CallName,
} from '@portal/shared/contract';
import { callRoute, type FakeApi, type FakeRoute, type RouteName } from '@portal/shared/testing';

/** The calls the wallet and card pages make, by the names these tests give them. */
const CARD_CALLS = {
  balanceStatus: 'balanceStatus',
  balances: 'walletBalances',
  walletTransactions: 'walletTransactions',
  spending: 'walletSpending',
  topUp: 'topUp',
  cardAmount: 'cardAmount',
  openedAvailable: 'openedAvailable',
  cards: 'cards',
  card: 'card',
  status: 'updateCardStatus',
  bulkStatus: 'batchCardStatus',
  nickname: 'setCardNickname',
  remove: 'deleteCard',
  recharge: 'rechargeCard',
  withdraw: 'withdrawFromCard',
  cardTransactions: 'cardTransactions',
  secrets: 'cardSecrets',
  accessCode: 'sendCodeAuto',
  accountInfo: 'accountInfo',
  trxCheck: 'trxPasswordCheck',
  profile: 'cardholderProfile',
  saveProfile: 'saveCardholderProfile',
  resetLink: 'forgetPasswordCode',
  exportStart: 'batchExport',
  exportStatus: 'batchExportStatus',
  exportFile: 'batchExportFile',
  limits: 'cardLimits',
  saveLimits: 'updateCardLimits',
} as const satisfies Record<string, CallName>;

/** Their routes as FakeApi names them, from the contract's calls. */
export const CARD_ROUTES = Object.fromEntries(
  Object.entries(CARD_CALLS).map(([name, call]) => [name, callRoute(call)]),
) as { readonly [Name in keyof typeof CARD_CALLS]: RouteName };

/** An export's status as the API answers it; no export at all by default. */
export function anExportStatus(overrides: Partial<BatchExportStatus> = {}): BatchExportStatus {
  return { exist: false, total_count: 0, done_count: 0, job_id: null, ready: false, file_name: null, ...overrides };
}

export const PRODUCT: CardProduct = {
  id: 'p-usd',
  name: '美元虚拟卡',
  bin: '485932',
  currency: 'USD',
  open_fee: { rate: '0', value: '5.00', min: '-1.00', max: '-1.00' },
  recharge_fee: { rate: '0.015', value: '0.50', min: '1.00', max: '20.00' },
  withdraw_fee: { rate: '0.01', value: '0.00', min: '-1.00', max: '-1.00' },
  min_recharge: '10.00',
  needs_profile: false,
};

export function aCard(overrides: Partial<CardDetails> = {}): CardDetails {
  return {
    id: 'c1',
    last4: '4242',
    status: 'CARD_STATUS_NORMAL',
    currency: 'USD',
    balance: '264.50',
    created_at: '2026-11-18T00:56:00Z',
    nickname: null,
    product_id: PRODUCT.id,
    expiry: '11/29',
    updated_at: '2026-11-18T00:56:00Z',
    ...overrides,
  };
}

/** A card's spending controls: none set, 30.00 spent today and 120.00 this month. */
export function someLimits(overrides: Partial<CardLimits> = {}): CardLimits {
  return {
    card_id: 'c1',
    currency: 'USD',
    per_transaction_limit: null,
    daily_limit: null,
    monthly_limit: null,
    single_use: false,
    spent_today: '30.00',
    spent_this_month: '120.00',
    left_today: null,
    left_this_month: null,
    time_zone: 'Asia/Shanghai',
    ...overrides,
  };
}

export const pageOf = <T>(list: T[], total = list.length, page = 1, pageSize = 10) => ({
  data: { list, total, page, page_size: pageSize },
});

export const BALANCES: WalletBalance[] = [
  { currency: 'USD', available: '1638.50', anew: '25.00' },
  { currency: 'CNY', available: '19039.50', anew: '0.00' },
];

export function aWalletTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: 'w1',
    type: 'ADMIN_RECHARGE_IN',
    currency: 'USD',
    amount: '100.00',
    fee: '0.00',
    balance_after: '1638.50',
    card_id: null,
    card_last4: null,
    remark: '充值',
    created_at: '2026-11-18T10:56:00Z',
    ...overrides,
  };
}

export function aCardTransaction(overrides: Partial<CardTransaction> = {}): CardTransaction {
  return {
    id: 't1',
    card_id: 'c1',
    type: 'CONSUME',
    status: 'CARD_TRANSACTION_STATUS_CLOSED',
    currency: 'USD',
    amount: '12.00',
    fee: '0.00',
    merchant_name: 'Coffee Shop',
    reason: null,
    created_at: '2026-11-18T10:56:00Z',
    ...overrides,
  };
}

/** What a signed-in customer's pages load, answered plainly; a test changes what it is about. */
export function answerWalletAndCards(api: FakeApi, cards: Card[] = [aCard()]) {
  const routes: [RouteName, FakeRoute][] = [
    [CARD_ROUTES.balanceStatus, { data: { status: 'BALANCE_STATUS_AVAILABLE' } }],
    [CARD_ROUTES.balances, { data: BALANCES }],
    [CARD_ROUTES.walletTransactions, pageOf([aWalletTransaction()])],
    [CARD_ROUTES.spending, { data: { from: '2025-12', to: '2026-11', currencies: [] } }],
    [CARD_ROUTES.cardAmount, { data: { amount: cards.length } }],
    [CARD_ROUTES.openedAvailable, { data: { available: 196, products: [PRODUCT] } }],
    [CARD_ROUTES.cards, pageOf(cards)],
    [CARD_ROUTES.card, (call) => ({ data: cards.find((card) => card.id === call.params.id) ?? aCard() })],
    [CARD_ROUTES.cardTransactions, pageOf([aCardTransaction()])],
    [
      CARD_ROUTES.accountInfo,
      { data: { id: 'u1', email: 'demo@example.com', phone: '13800138000', phone_prefix: '86' } },
    ],
    [CARD_ROUTES.trxCheck, { data: { ticket: 'ticket-1', expires_at: '2026-11-24T08:05:00Z' } }],
    [CARD_ROUTES.profile, { data: { profile: null } }],
    [CARD_ROUTES.limits, { data: someLimits() }],
  ];
  for (const [route, answer] of routes) api.on(route, answer);
}
