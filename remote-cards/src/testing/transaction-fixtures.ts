import type { Transaction, TransactionDetails } from '@portal/shared/contract';
import { callRoute } from '@portal/shared/testing';

/** The calls of the transactions pages as FakeApi names them. */
export const TRANSACTION_ROUTES = {
  list: callRoute('transactions'),
  details: callRoute('transaction'),
  exportStart: callRoute('transactionExport'),
  exportStatus: callRoute('transactionExportStatus'),
  exportFile: callRoute('transactionExportFile'),
} as const;

export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 't1',
    source: 'CARD',
    type: 'CONSUME',
    status: 'CARD_TRANSACTION_STATUS_CLOSED',
    currency: 'USD',
    amount: '-12.50',
    fee: '0.30',
    card_id: 'c1',
    card_last4: '4242',
    card_nickname: null,
    merchant_name: 'Amazon',
    created_at: '2026-11-20T02:03:00Z',
    ...overrides,
  };
}

export function aTransactionDetails(overrides: Partial<TransactionDetails> = {}): TransactionDetails {
  return {
    ...aTransaction(),
    updated_at: '2026-11-20T02:05:00Z',
    balance_after: null,
    note: null,
    card_status: 'CARD_STATUS_NORMAL',
    timeline: [
      { status: 'CARD_TRANSACTION_STATUS_PENDING', at: '2026-11-20T02:03:00Z' },
      { status: 'CARD_TRANSACTION_STATUS_CLOSED', at: '2026-11-20T02:05:00Z' },
    ],
    ...overrides,
  };
}
