import { screen, within } from '@testing-library/react';
import { formatDateTime } from '@portal/shared/signed-in';
import { renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { contractLabels } from '../../../contract-labels';
import { cardStrings } from '../../../strings';
import { transactionStrings as text } from '../../../transactions/strings';
import { TRANSACTION_ROUTES, aTransactionDetails } from '../../../testing/transaction-fixtures';
import { TransactionDetailsPage } from '../transaction-details-page';

const t = text.details;
const api = startFakeApi();
const renderPage = (route: string) => renderSignedIn(<TransactionDetailsPage />, route);

it('shows the amount, fee, card, merchant and the status timeline of the transaction in the URL', async () => {
  api.on(TRANSACTION_ROUTES.details, (call) => ({ data: aTransactionDetails({ id: call.params.id }) }));
  renderPage('/transaction-details?id=t9');
  const summary = await screen.findByRole('region', { name: t.summary });
  expect(api.callsTo(TRANSACTION_ROUTES.details).map((call) => call.params.id)).toEqual(['t9']);
  expect(summary).toHaveTextContent('-12.50 USD');
  expect(summary).toHaveTextContent(`${t.fee}0.30 USD`);
  expect(summary).toHaveTextContent(`${t.merchant}Amazon`);
  expect(summary).toHaveTextContent(contractLabels.cardTransactionType.CONSUME);
  expect(within(summary).getByRole('link', { name: cardStrings.cards.masked('4242') })).toHaveAttribute(
    'href',
    '/card-details?id=c1',
  );
  const steps = within(screen.getByRole('region', { name: t.timeline })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    `${contractLabels.cardTransactionStatus.CARD_TRANSACTION_STATUS_PENDING}${formatDateTime('2026-11-20T02:03:00Z')}`,
    `${contractLabels.cardTransactionStatus.CARD_TRANSACTION_STATUS_CLOSED}${formatDateTime('2026-11-20T02:05:00Z')}`,
  ]);
});

it('shows a wallet transaction with the balance after it and its note', async () => {
  api.on(TRANSACTION_ROUTES.details, {
    data: aTransactionDetails({
      source: 'WALLET',
      type: 'TRANSFER_OUT_TO_CARD',
      amount: '-101.50',
      fee: '1.50',
      merchant_name: null,
      balance_after: '398.50',
      note: 'first load',
      timeline: [{ status: 'CARD_TRANSACTION_STATUS_CLOSED', at: '2026-11-20T02:03:00Z' }],
    }),
  });
  renderPage('/transaction-details?id=w1');
  const summary = await screen.findByRole('region', { name: t.summary });
  expect(summary).toHaveTextContent(`${t.balanceAfter}398.50 USD`);
  expect(summary).toHaveTextContent(`${t.note}first load`);
  expect(summary).toHaveTextContent(`${t.account}${text.sources.WALLET}`);
});

it('says a failed transaction’s reason', async () => {
  api.on(TRANSACTION_ROUTES.details, {
    data: aTransactionDetails({ status: 'CARD_TRANSACTION_STATUS_FAIL', note: 'insufficient funds' }),
  });
  renderPage('/transaction-details?id=t2');
  expect(await screen.findByRole('region', { name: t.summary })).toHaveTextContent(`${t.reason}insufficient funds`);
});

it('says so when the transaction is not found or not the customer’s, with a way back', async () => {
  api.on(TRANSACTION_ROUTES.details, { code: 1004, message: '资源不存在', status: 404 });
  renderPage('/transaction-details?id=other');
  expect(await screen.findByText(t.notFoundTitle)).toBeInTheDocument();
  expect(screen.getByText(t.notFoundBody)).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: new RegExp(t.back) })[0]).toHaveAttribute('href', '/transactions');
});

it('says the link has no transaction without asking the API', async () => {
  renderPage('/transaction-details');
  expect(await screen.findByText(t.missingId)).toBeInTheDocument();
  expect(api.callsTo(TRANSACTION_ROUTES.details)).toEqual([]);
});

it("shows the card's name beside its last digits when the card is named", async () => {
  const NAME = '出差用';
  api.on(TRANSACTION_ROUTES.details, { data: aTransactionDetails({ card_nickname: NAME }) });
  renderPage('/transaction-details?id=t1');
  const summary = await screen.findByRole('region', { name: t.summary });
  expect(summary).toHaveTextContent(`${t.card}${cardStrings.cards.masked('4242')}${NAME}`);
});
