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
  SendCodeRequest,
  TokenAnswer,
  TrxPasswordCheckRequest,
} from './account';
import type {
  BalanceStatus,
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
  CardMoneyRequest,
  CardMovement,
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
import type { Agreement, AgreementTitle, Merchant } from './merchant';
import type { Announcement, MessageType, StationMessage, StationMessageQuery, UnreadQuantity } from './messages';
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

const call = <M extends Method, Body, Answer>(
  method: M,
  path: string,
  options: { idempotent?: boolean; movesMoney?: boolean; ticketed?: boolean } = {},
): Call<M, Body, Answer> => ({
  method,
  path,
  idempotent: options.idempotent ?? false,
  movesMoney: options.movesMoney ?? false,
  ticketed: options.ticketed ?? false,
});

const moneyCall = <Body, Answer>(path: string) =>
  call<'POST', Body, Answer>('POST', path, { idempotent: true, movesMoney: true });

/** A money call that takes money out of the wallet or a card: it needs a transaction-password ticket too. */
const ticketedCall = <Body, Answer>(path: string) =>
  call<'POST', Body, Answer>('POST', path, { idempotent: true, movesMoney: true, ticketed: true });

/** Every call of spec §7: method, path, request and answer shapes. `{id}` marks a path parameter. */
export const CALLS = {
  login: call<'POST', LoginRequest, LoginAnswer>('POST', '/api/v1/account/login'),
  register: call<'POST', RegisterRequest, TokenAnswer>('POST', '/api/v1/account/register'),
  sendCode: call<'POST', SendCodeRequest, null>('POST', '/api/v1/account/send/code'),
  sendCodeAuto: call<'POST', SendCodeAutoRequest, null>('POST', '/api/v1/account/send/code-auto'),
  loginCodeCheck: call<'POST', LoginCodeCheckRequest, TokenAnswer>('POST', '/api/v1/account/login/code/check'),
  bindEmail: call<'POST', BindEmailRequest, Partial<TokenAnswer>>('POST', '/api/v1/account/email/bind'),
  forgetPasswordCode: call<'POST', ForgetPasswordCodeRequest, null>('POST', '/api/v1/account/forget-password/code'),
  forgetPasswordCheck: call<'POST', ForgetPasswordCheckRequest, null>('POST', '/api/v1/account/forget-password/check'),
  forgetPassword: call<'PUT', ForgetPasswordResetRequest, null>('PUT', '/api/v1/account/forget-password'),
  forgetTrxPassword: call<'PUT', ForgetTrxPasswordRequest, null>('PUT', '/api/v1/account/forget-trx-password'),
  accountInfo: call<'GET', undefined, AccountInfo>('GET', '/api/v1/account/info'),
  logout: call<'DELETE', undefined, null>('DELETE', '/api/v1/account/login'),
  // Beyond spec §7: the settings screen's changes, made while signed in.
  changePassword: call<'PUT', ChangePasswordRequest, null>('PUT', '/api/v1/account/password'),
  changeEmail: call<'PUT', ChangeEmailRequest, null>('PUT', '/api/v1/account/email'),
  merchant: call<'GET', undefined, Merchant>('GET', '/api/v1/merchant'),
  agreementTitles: call<'GET', undefined, AgreementTitle[]>('GET', '/api/v1/merchant/user-agreement/title'),
  agreement: call<'GET', undefined, Agreement>('GET', '/api/v1/merchant/user-agreement/{id}'),
  stationMessages: call<'GET', StationMessageQuery, Page<StationMessage>>('GET', '/api/v1/msg-center/station-msg/list'),
  markMessageRead: call<'PUT', { id: string }, null>('PUT', '/api/v1/msg-center/station-msg/read-status'),
  // Beyond spec §7: 全部已读 in the information center, for all messages or one type.
  markAllMessagesRead: call<'PUT', { type?: MessageType }, { marked: number }>(
    'PUT',
    '/api/v1/msg-center/station-msg/read-all',
  ),
  unreadQuantity: call<'GET', undefined, UnreadQuantity>('GET', '/api/v1/msg-center/station-msg/unread-quantity'),
  // Beyond spec §7: the announcement details page loads one announcement by id.
  announcement: call<'GET', undefined, Announcement>('GET', '/api/v1/msg-center/announcement/{id}'),
  balanceStatus: call<'GET', undefined, BalanceStatus>('GET', '/api/v1/balance/account-balance-status'),
  cardAmount: call<'GET', undefined, CardAmount>('GET', '/api/v1/balance/card-amount'),
  // Beyond spec §7 (the wallet and card pages the spec leaves unshown): the contract's own shapes.
  walletBalances: call<'GET', undefined, WalletBalance[]>('GET', '/api/v1/balance'),
  walletTransactions: call<'GET', WalletTransactionQuery, Page<WalletTransaction>>(
    'GET',
    '/api/v1/balance/transactions',
  ),
  topUp: moneyCall<TopUpRequest, TopUp>('/api/v1/balance/top-up'),
  openedAvailable: call<'GET', undefined, OpenedAvailable>('GET', '/api/v1/card/opened-available'),
  cards: call<'GET', CardQuery, Page<Card>>('GET', '/api/v1/card'),
  openCard: ticketedCall<OpenCardRequest, CardDetails>('/api/v1/card'),
  card: call<'GET', undefined, CardDetails>('GET', '/api/v1/card/{id}'),
  /** Takes a key, so a freeze kept offline and sent again after a lost answer is made once. */
  updateCardStatus: call<'PUT', UpdateCardStatusRequest, CardDetails>('PUT', '/api/v1/card/{id}/status', {
    idempotent: true,
  }),
  deleteCard: call<'DELETE', undefined, CardDetails>('DELETE', '/api/v1/card/{id}'),
  rechargeCard: ticketedCall<CardMoneyRequest, CardMovement>('/api/v1/card/{id}/recharge'),
  withdrawFromCard: ticketedCall<CardMoneyRequest, CardMovement>('/api/v1/card/{id}/withdraw'),
  cardTransactions: call<'GET', CardTransactionQuery, Page<CardTransaction>>('GET', '/api/v1/card/{id}/transactions'),
  cardSecrets: call<'POST', CardSecretsRequest, CardSecrets>('POST', '/api/v1/card/{id}/sensitive'),
  batchCreateCard: ticketedCall<BatchCreateCardRequest, BatchCreateCardStarted>('/api/v1/batch-create-card'),
  cardholderProfile: call<'GET', undefined, { profile: CardholderProfile | null }>('GET', '/api/v1/cardholder-profile'),
  saveCardholderProfile: call<'PUT', CardholderProfileInput, CardholderProfile>('PUT', '/api/v1/cardholder-profile'),
  trxPasswordCheck: call<'POST', TrxPasswordCheckRequest, OperationTicket>(
    'POST',
    '/api/v1/account/trx-password/check',
  ),
  batchCreateCardStatus: call<'GET', undefined, BatchCreateCardStatus>('GET', '/api/v1/card/batch-create-card-status'),
  batchExport: call<'POST', BatchExportRequest, BatchExportStarted>('POST', '/api/v1/card/batch-export'),
  batchExportStatus: call<'GET', undefined, BatchExportStatus>('GET', '/api/v1/card/batch-export-status'),
  /** The finished export's spreadsheet, answered raw. */
  batchExportFile: call<'GET', undefined, Blob>('GET', '/api/v1/card/batch-export/{job_id}/file'),
  events: call<'GET', undefined, never>('GET', '/api/v1/events'),
} as const;

export type CallName = keyof typeof CALLS;
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
