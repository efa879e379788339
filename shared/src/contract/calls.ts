import type {
  AccountInfo,
  BindEmailRequest,
  ChangeEmailRequest,
  ChangePasswordRequest,
  ForgetPasswordCheckRequest,
  ForgetPasswordCodeRequest,
  ForgetPasswordResetRequest,
  ForgetTrxPasswordRequest,
  LoginAnswer,
  LoginCodeCheckRequest,
  LoginRequest,
  RegisterRequest,
  SendCodeAutoRequest,
  OperationTicket,
  ResetLinkCheckAnswer,
  ResetLinkCheckRequest,
  SendCodeRequest,
  TokenAnswer,
  TrxPasswordCheckRequest,
} from './account';
import type {
  BalanceStatus,
  BatchCardStatusAnswer,
  BatchCardStatusRequest,
  BatchCreateCardRequest,
  BatchCreateCardStarted,
  BatchCreateCardStatus,
  BatchExportRequest,
  BatchExportStarted,
  BatchExportStatus,
  Card,
  CardAmount,
  CardholderProfile,
  CardholderProfileInput,
  CardDetails,
  CardLimits,
  CardLimitsInput,
  CardMoneyRequest,
  CardMovement,
  CardNicknameRequest,
  CardQuery,
  CardSecrets,
  CardSecretsRequest,
  CardTransaction,
  CardTransactionQuery,
  OpenCardRequest,
  OpenedAvailable,
  UpdateCardStatusRequest,
} from './cards';
import type { Page } from './envelope';
import type { AccountSession, TrustedDevice } from './sessions';
import type { Agreement, AgreementTitle, Merchant } from './merchant';
import type { Announcement, MessageType, StationMessage, StationMessageQuery, UnreadQuantity } from './messages';
import type { SpendingSummary } from './spending';
import type { TransactionDetails, Transaction, TransactionExportRequest, TransactionQuery } from './transactions';
import type { TopUp, TopUpRequest, WalletBalance, WalletTransaction, WalletTransactionQuery } from './wallet';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Call<M extends Method, Body, Answer> {
  method: M;
  path: string;
  /** The API takes an `Idempotency-Key`: a call sent again with the same key is made once. */
  idempotent: boolean;
  /** Money moves: the call must carry an `Idempotency-Key` and is never kept to send later. */
  movesMoney: boolean;
  /** Money leaves the wallet or a card: the call carries a transaction-password ticket (`X-Operation-Ticket`). */
  ticketed: boolean;
  /** Type carrier only, never set: the request body or query, and the `data` of the answer. */
  types?: { body: Body; answer: Answer };
}

/** A call as the table below writes it: its path keeps its literal type, for `CallRoute`. */
interface RoutedCall<M extends Method, P extends string, Body, Answer> extends Call<M, Body, Answer> {
  path: P;
}

/** The request body (or query) and the answer's `data` of a call, as types: `types` of `Call`. */
const types = <Body, Answer>() => undefined as { body: Body; answer: Answer } | undefined;

const call = <M extends Method, P extends string, Body, Answer>(
  method: M,
  path: P,
  _types: { body: Body; answer: Answer } | undefined,
  options: { idempotent?: boolean; movesMoney?: boolean; ticketed?: boolean } = {},
): RoutedCall<M, P, Body, Answer> => ({
  method,
  path,
  idempotent: options.idempotent ?? false,
  movesMoney: options.movesMoney ?? false,
  ticketed: options.ticketed ?? false,
});

const moneyCall = <P extends string, Body, Answer>(path: P, carried: { body: Body; answer: Answer } | undefined) =>
  call('POST', path, carried, { idempotent: true, movesMoney: true });

/** A money call that takes money out of the wallet or a card: it needs a transaction-password ticket too. */
const ticketedCall = <P extends string, Body, Answer>(path: P, carried: { body: Body; answer: Answer } | undefined) =>
  call('POST', path, carried, { idempotent: true, movesMoney: true, ticketed: true });

/** The table's calls as apps read them: a `Call` whose path is a `string`. */
function withPlainPaths<T extends Record<string, RoutedCall<Method, string, unknown, unknown>>>(
  table: T,
): { readonly [N in keyof T]: T[N] extends RoutedCall<infer M, string, infer B, infer A> ? Call<M, B, A> : never } {
  // Only the type changes: every RoutedCall is a Call, which TypeScript cannot see through the mapped type.
  return table as never;
}

/** Every call of spec §7: method, path, request and answer shapes. `{id}` marks a path parameter. */
const CALL_TABLE = {
  login: call('POST', '/api/v1/account/login', types<LoginRequest, LoginAnswer>()),
  register: call('POST', '/api/v1/account/register', types<RegisterRequest, TokenAnswer>()),
  sendCode: call('POST', '/api/v1/account/send/code', types<SendCodeRequest, null>()),
  sendCodeAuto: call('POST', '/api/v1/account/send/code-auto', types<SendCodeAutoRequest, null>()),
  loginCodeCheck: call('POST', '/api/v1/account/login/code/check', types<LoginCodeCheckRequest, TokenAnswer>()),
  bindEmail: call('POST', '/api/v1/account/email/bind', types<BindEmailRequest, Partial<TokenAnswer>>()),
  forgetPasswordCode: call('POST', '/api/v1/account/forget-password/code', types<ForgetPasswordCodeRequest, null>()),
  forgetPasswordCheck: call('POST', '/api/v1/account/forget-password/check', types<ForgetPasswordCheckRequest, null>()),
  forgetPassword: call('PUT', '/api/v1/account/forget-password', types<ForgetPasswordResetRequest, null>()),
  // Beyond spec §7: /reset-password checks an e-mailed link as it opens, so a used one says so at once.
  resetLinkCheck: call(
    'POST',
    '/api/v1/account/forget-password/link-check',
    types<ResetLinkCheckRequest, ResetLinkCheckAnswer>(),
  ),
  forgetTrxPassword: call('PUT', '/api/v1/account/forget-trx-password', types<ForgetTrxPasswordRequest, null>()),
  accountInfo: call('GET', '/api/v1/account/info', types<undefined, AccountInfo>()),
  logout: call('DELETE', '/api/v1/account/login', types<undefined, null>()),
  // Beyond spec §7: the settings screen's changes, made while signed in.
  changePassword: call('PUT', '/api/v1/account/password', types<ChangePasswordRequest, null>()),
  changeEmail: call('PUT', '/api/v1/account/email', types<ChangeEmailRequest, null>()),
  // Beyond spec §7: the settings screen's sessions and trusted devices, each by its opaque id.
  sessions: call('GET', '/api/v1/account/sessions', types<undefined, AccountSession[]>()),
  revokeSession: call('DELETE', '/api/v1/account/sessions/{id}', types<undefined, null>()),
  /** Signs out every session of the account but the calling one; answers how many it ended. */
  revokeOtherSessions: call('DELETE', '/api/v1/account/sessions', types<undefined, { revoked: number }>()),
  trustedDevices: call('GET', '/api/v1/account/trusted-devices', types<undefined, TrustedDevice[]>()),
  forgetTrustedDevice: call('DELETE', '/api/v1/account/trusted-devices/{id}', types<undefined, null>()),
  merchant: call('GET', '/api/v1/merchant', types<undefined, Merchant>()),
  agreementTitles: call('GET', '/api/v1/merchant/user-agreement/title', types<undefined, AgreementTitle[]>()),
  agreement: call('GET', '/api/v1/merchant/user-agreement/{id}', types<undefined, Agreement>()),
  stationMessages: call(
    'GET',
    '/api/v1/msg-center/station-msg/list',
    types<StationMessageQuery, Page<StationMessage>>(),
  ),
  markMessageRead: call('PUT', '/api/v1/msg-center/station-msg/read-status', types<{ id: string }, null>()),
  // Beyond spec §7: 全部已读 in the information center, for all messages or one type.
  markAllMessagesRead: call(
    'PUT',
    '/api/v1/msg-center/station-msg/read-all',
    types<{ type?: MessageType }, { marked: number }>(),
  ),
  unreadQuantity: call('GET', '/api/v1/msg-center/station-msg/unread-quantity', types<undefined, UnreadQuantity>()),
  // Beyond spec §7: the announcement details page loads one announcement by id.
  announcement: call('GET', '/api/v1/msg-center/announcement/{id}', types<undefined, Announcement>()),
  balanceStatus: call('GET', '/api/v1/balance/account-balance-status', types<undefined, BalanceStatus>()),
  cardAmount: call('GET', '/api/v1/balance/card-amount', types<undefined, CardAmount>()),
  // Beyond spec §7 (the wallet and card pages the spec leaves unshown): the contract's own shapes.
  walletBalances: call('GET', '/api/v1/balance', types<undefined, WalletBalance[]>()),
  walletTransactions: call(
    'GET',
    '/api/v1/balance/transactions',
    types<WalletTransactionQuery, Page<WalletTransaction>>(),
  ),
  topUp: moneyCall('/api/v1/balance/top-up', types<TopUpRequest, TopUp>()),
  /** The wallet page's spending charts: settled purchases by month and by card, last 12 months. */
  walletSpending: call('GET', '/api/v1/balance/spending', types<undefined, SpendingSummary>()),
  openedAvailable: call('GET', '/api/v1/card/opened-available', types<undefined, OpenedAvailable>()),
  cards: call('GET', '/api/v1/card', types<CardQuery, Page<Card>>()),
  openCard: ticketedCall('/api/v1/card', types<OpenCardRequest, CardDetails>()),
  card: call('GET', '/api/v1/card/{id}', types<undefined, CardDetails>()),
  /** Takes a key, so a freeze kept offline and sent again after a lost answer is made once. */
  updateCardStatus: call('PUT', '/api/v1/card/{id}/status', types<UpdateCardStatusRequest, CardDetails>(), {
    idempotent: true,
  }),
  /** Names a card, or clears its name with ''. */
  setCardNickname: call('PUT', '/api/v1/card/{id}/nickname', types<CardNicknameRequest, CardDetails>()),
  /** Freezes or unfreezes several cards; one result per card, a refusal of one does not stop the others. */
  batchCardStatus: call('POST', '/api/v1/card/batch-status', types<BatchCardStatusRequest, BatchCardStatusAnswer>()),
  deleteCard: call('DELETE', '/api/v1/card/{id}', types<undefined, CardDetails>()),
  rechargeCard: ticketedCall('/api/v1/card/{id}/recharge', types<CardMoneyRequest, CardMovement>()),
  withdrawFromCard: ticketedCall('/api/v1/card/{id}/withdraw', types<CardMoneyRequest, CardMovement>()),
  cardTransactions: call('GET', '/api/v1/card/{id}/transactions', types<CardTransactionQuery, Page<CardTransaction>>()),
  cardSecrets: call('POST', '/api/v1/card/{id}/sensitive', types<CardSecretsRequest, CardSecrets>()),
  cardLimits: call('GET', '/api/v1/card/{id}/limits', types<undefined, CardLimits>()),
  updateCardLimits: call('PUT', '/api/v1/card/{id}/limits', types<CardLimitsInput, CardLimits>()),
  batchCreateCard: ticketedCall('/api/v1/batch-create-card', types<BatchCreateCardRequest, BatchCreateCardStarted>()),
  cardholderProfile: call(
    'GET',
    '/api/v1/cardholder-profile',
    types<undefined, { profile: CardholderProfile | null }>(),
  ),
  saveCardholderProfile: call('PUT', '/api/v1/cardholder-profile', types<CardholderProfileInput, CardholderProfile>()),
  trxPasswordCheck: call(
    'POST',
    '/api/v1/account/trx-password/check',
    types<TrxPasswordCheckRequest, OperationTicket>(),
  ),
  batchCreateCardStatus: call(
    'GET',
    '/api/v1/card/batch-create-card-status',
    types<undefined, BatchCreateCardStatus>(),
  ),
  batchExport: call('POST', '/api/v1/card/batch-export', types<BatchExportRequest, BatchExportStarted>()),
  batchExportStatus: call('GET', '/api/v1/card/batch-export-status', types<undefined, BatchExportStatus>()),
  /** The finished export's spreadsheet, answered raw. */
  batchExportFile: call('GET', '/api/v1/card/batch-export/{job_id}/file', types<undefined, Blob>()),
  // Beyond spec §7: every transaction of the cards and the wallet, one of them, and their export.
  transactions: call('GET', '/api/v1/transactions', types<TransactionQuery, Page<Transaction>>()),
  transaction: call('GET', '/api/v1/transactions/{id}', types<undefined, TransactionDetails>()),
  transactionExport: call('POST', '/api/v1/transactions/export', types<TransactionExportRequest, BatchExportStarted>()),
  transactionExportStatus: call('GET', '/api/v1/transactions/export-status', types<undefined, BatchExportStatus>()),
  /** The finished transaction export's file (.csv or .xlsx), answered raw. */
  transactionExportFile: call('GET', '/api/v1/transactions/export/{job_id}/file', types<undefined, Blob>()),
  events: call('GET', '/api/v1/events', types<undefined, never>()),
} as const;

/**
 * The calls as apps read them: each path a `string` (as released), so moving a path is a change of
 * the API's routes, not of the shared core's types. `CallRoute` keeps the paths.
 */
export const CALLS = withPlainPaths(CALL_TABLE);

export type CallName = keyof typeof CALLS;

/** The route of every call, `METHOD /path` with `{name}` path parameters: `PUT /api/v1/card/{id}/status`. */
export type CallRoute = {
  [N in CallName]: `${(typeof CALL_TABLE)[N]['method']} ${(typeof CALL_TABLE)[N]['path']}`;
}[CallName];

type CallTypes<N extends CallName> = NonNullable<(typeof CALLS)[N]['types']>;
export type CallBody<N extends CallName> = CallTypes<N>['body'];
export type CallAnswer<N extends CallName> = CallTypes<N>['answer'];

/** Fills `{name}` path parameters, encoded. */
export function callPath(name: CallName, params: Record<string, string> = {}): string {
  return CALLS[name].path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs the path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
