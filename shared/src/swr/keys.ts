import type { CallBody, CallName } from '@portal/shared/contract';
import type { Session } from '../session/session-state';

/** An SWR key: the call, its body or query, its path parameters, and the session it belongs to. */
export type SwrKey = readonly [
  call: CallName,
  body: unknown,
  params: Record<string, string> | undefined,
  token: string,
];

const publicKey = <N extends CallName>(call: N, body?: CallBody<N>, params?: Record<string, string>): SwrKey =>
  [call, body, params, ''] as const;

/** Keys of signed-in calls carry the token, so a new session never sees the last one's answers. */
const privateKey =
  <N extends CallName>(call: N) =>
  (session: Session, body?: CallBody<N>, params?: Record<string, string>): SwrKey | null =>
    session.isLogin ? ([call, body, params, session.token] as const) : null;

/** One key factory per domain; every signed-in key is null while signed out. */
export const swrKeys = {
  merchant: {
    branding: () => publicKey('merchant'),
    agreementTitles: () => publicKey('agreementTitles'),
    agreement: (id: string) => publicKey('agreement', undefined, { id }),
  },
  account: {
    info: privateKey('accountInfo'),
    sessions: privateKey('sessions'),
    trustedDevices: privateKey('trustedDevices'),
  },
  messages: {
    unreadQuantity: privateKey('unreadQuantity'),
    list: privateKey('stationMessages'),
    announcement: privateKey('announcement'),
  },
  balance: {
    status: privateKey('balanceStatus'),
    cardAmount: privateKey('cardAmount'),
  },
  wallet: {
    balances: privateKey('walletBalances'),
    transactions: privateKey('walletTransactions'),
    spending: privateKey('walletSpending'),
  },
  cards: {
    list: privateKey('cards'),
    details: privateKey('card'),
    transactions: privateKey('cardTransactions'),
    batchCreateStatus: privateKey('batchCreateCardStatus'),
    openedAvailable: privateKey('openedAvailable'),
    profile: privateKey('cardholderProfile'),
    limits: privateKey('cardLimits'),
  },
  export: {
    status: privateKey('batchExportStatus'),
  },
  transactions: {
    list: privateKey('transactions'),
    details: privateKey('transaction'),
    exportStatus: privateKey('transactionExportStatus'),
  },
} as const;
