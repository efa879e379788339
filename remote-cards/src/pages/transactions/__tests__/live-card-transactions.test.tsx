import { screen, waitFor, within } from '@testing-library/react';
import {
  CARD_ROUTES,
  aCard,
  aCardTransaction,
  anExportStatus,
  answerWalletAndCards,
  pageOf,
  someLimits,
} from '../../../testing/card-fixtures';
import { renderSignedInLive, startFakeApi } from '../../../testing/render-page';
import { TRANSACTION_ROUTES, aTransaction, aTransactionDetails } from '../../../testing/transaction-fixtures';
import { contractLabels } from '../../../contract-labels';
import { limitStrings } from '../../../limits/strings';
import { cardStrings } from '../../../strings';
import { transactionStrings as text } from '../../../transactions/strings';
import { CardDetailsPage } from '../../card-details/card-details-page';
import { TransactionDetailsPage } from '../../transaction-details/transaction-details-page';
import { TransactionsPage } from '../transactions-page';

// The live stream's card-transactions event: each screen that shows card transactions, or what they
// add up to, asks again at once (a wait of 1 s, shorter than any polling, tells it was the event).

const api = startFakeApi();
beforeEach(() => {
  answerWalletAndCards(api);
  api.on(TRANSACTION_ROUTES.exportStatus, { data: anExportStatus() });
});

it('the transactions page shows a new purchase', async () => {
  api.on(TRANSACTION_ROUTES.list, pageOf([aTransaction()]));
  const { live } = renderSignedInLive(<TransactionsPage />, '/transactions');
  const table = await screen.findByRole('table', { name: text.list.listLabel });
  await within(table).findByText('Amazon');

  api.on(TRANSACTION_ROUTES.list, pageOf([aTransaction({ id: 't2', merchant_name: 'Book Store' }), aTransaction()]));
  live.sendCardTransactions();
  await waitFor(() => expect(within(table).getByText('Book Store')).toBeInTheDocument());
});

it('a transaction’s page follows it as it settles', async () => {
  const pending = aTransactionDetails({
    status: 'CARD_TRANSACTION_STATUS_PENDING',
    timeline: [{ status: 'CARD_TRANSACTION_STATUS_PENDING', at: '2026-11-20T02:03:00Z' }],
  });
  api.on(TRANSACTION_ROUTES.details, { data: pending });
  const { live } = renderSignedInLive(<TransactionDetailsPage />, '/transaction-details?id=t1');
  const timeline = await screen.findByRole('region', { name: text.details.timeline });
  expect(within(timeline).getAllByRole('listitem')).toHaveLength(1);

  api.on(TRANSACTION_ROUTES.details, { data: aTransactionDetails() });
  live.sendCardTransactions();
  await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2));
  expect(timeline).toHaveTextContent(contractLabels.cardTransactionStatus.CARD_TRANSACTION_STATUS_CLOSED);
});

it('card details show the new purchase, the balance and what is left of the limits', async () => {
  api.on(CARD_ROUTES.limits, { data: someLimits({ daily_limit: '100.00', left_today: '70.00' }) });
  const { live } = renderSignedInLive(<CardDetailsPage />, '/card-details?id=c1');
  const limits = await screen.findByRole('region', { name: limitStrings.title });
  await within(limits).findByText('70.00 USD');
  await screen.findByText('Coffee Shop');

  api.on(CARD_ROUTES.card, { data: aCard({ balance: '87.50' }) });
  api.on(CARD_ROUTES.cardTransactions, pageOf([aCardTransaction({ id: 't2', merchant_name: 'Book Store' })]));
  api.on(CARD_ROUTES.limits, {
    data: someLimits({ daily_limit: '100.00', left_today: '57.50', spent_today: '42.50' }),
  });
  live.sendCardTransactions();
  await waitFor(() => expect(screen.getByText('Book Store')).toBeInTheDocument());
  await waitFor(() => expect(within(limits).getByText('57.50 USD')).toBeInTheDocument());
  await waitFor(() =>
    expect(screen.getByRole('region', { name: cardStrings.details.summaryLabel })).toHaveTextContent('87.50 USD'),
  );
});
