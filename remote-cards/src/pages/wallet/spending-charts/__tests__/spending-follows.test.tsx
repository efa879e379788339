import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { SpendingSummary } from '@portal/shared/contract';
import { TRANSACTION_PENDING_POLL_MS, formatMoney } from '@portal/shared/signed-in';
import { CARD_ROUTES, answerWalletAndCards } from '../../../../testing/card-fixtures';
import { renderSignedIn, renderSignedInLive, startFakeApi } from '../../../../testing/render-page';
import { TRANSACTION_ROUTES, aTransactionDetails } from '../../../../testing/transaction-fixtures';
import { TransactionDetailsPage } from '../../../transaction-details/transaction-details-page';
import { WalletPage } from '../../wallet-page';
import { spendingStrings as text } from '../strings';

const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));

function answerSpending(total: string) {
  const summary: SpendingSummary = {
    from: '2026-11',
    to: '2026-11',
    currencies: [
      {
        currency: 'USD',
        total,
        months: [{ month: '2026-11', amount: total }],
        top_cards: [{ card_id: 'c1', last4: '4242', nickname: null, amount: total }],
        other_cards: { count: 0, amount: '0.00' },
      },
    ],
  };
  api.on(CARD_ROUTES.spending, { data: summary });
}

const spendingTotal = (total: string) =>
  within(screen.getByRole('region', { name: text.heading })).findByText(
    text.total(formatMoney(total), 'USD'),
    {},
    {
      timeout: TRANSACTION_PENDING_POLL_MS + 2_000,
    },
  );

describe('/wallet spending follows new spending', () => {
  it('is asked again once a followed purchase settles, without a reload', async () => {
    answerSpending('100.00');
    const pending = aTransactionDetails({
      status: 'CARD_TRANSACTION_STATUS_PENDING',
      timeline: [{ status: 'CARD_TRANSACTION_STATUS_PENDING', at: '2026-11-20T02:03:00Z' }],
    });
    api.on(TRANSACTION_ROUTES.details, { data: pending });
    renderSignedIn(
      <>
        <TransactionDetailsPage />
        <WalletPage />
      </>,
      '/transaction-details?id=t1',
    );
    await screen.findByRole('region', { name: text.heading });
    expect(await spendingTotal('100.00')).toBeInTheDocument();

    answerSpending('112.50');
    api.on(TRANSACTION_ROUTES.details, { data: aTransactionDetails() });
    expect(await spendingTotal('112.50')).toBeInTheDocument();
  });

  it('is asked again when the live stream tells of a card transaction, tables open, without a reload', async () => {
    answerSpending('100.00');
    const { live, user } = renderSignedInLive(<WalletPage />, '/wallet');
    const region = await screen.findByRole('region', { name: text.heading });
    expect(await spendingTotal('100.00')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: text.showTable }));
    const byMonth = await within(region).findByRole('table', { name: text.byMonth('USD') });
    expect(byMonth).toHaveTextContent(formatMoney('100.00'));

    answerSpending('112.50');
    live.sendCardTransactions();
    await waitFor(() => expect(byMonth).toHaveTextContent(formatMoney('112.50')));
    expect(within(region).getByRole('table', { name: text.byMonth('USD') })).toBe(byMonth);
  });

  it('is asked again when the tab comes back into view', async () => {
    answerSpending('100.00');
    // SWR ignores a focus within 5 s of the first read; the test comes back at once.
    renderSignedIn(
      <SWRConfig value={{ focusThrottleInterval: 0 }}>
        <WalletPage />
      </SWRConfig>,
      '/wallet',
    );
    await screen.findByRole('region', { name: text.heading });
    expect(await spendingTotal('100.00')).toBeInTheDocument();
    answerSpending('140.00');
    fireEvent.focus(window);
    expect(await spendingTotal('140.00')).toBeInTheDocument();
  });
});
