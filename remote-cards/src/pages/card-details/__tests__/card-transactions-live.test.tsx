import { act, screen, waitFor, within } from '@testing-library/react';
import { CARD_SETTLE_POLL_MS } from '@portal/shared/signed-in';
import type { CardDetails, CardTransaction } from '@portal/shared/contract';
import { CARD_ROUTES, aCard, aCardTransaction, answerWalletAndCards, pageOf } from '../../../testing/card-fixtures';
import { renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { contractLabels } from '../../../contract-labels';
import { cardStrings as text } from '../../../strings';
import { CardDetailsPage } from '../card-details-page';

const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));
afterEach(() => jest.useRealTimers());

/** The card and its opening load as the API answers them now; a test moves both on. */
function answerCard(status: CardDetails['status'], load: CardTransaction['status']) {
  api.on(CARD_ROUTES.card, { data: aCard({ status }) });
  api.on(
    CARD_ROUTES.cardTransactions,
    pageOf([
      aCardTransaction({ type: 'TRANSFER_IN', status: load, amount: '100.00', fee: '1.50', merchant_name: null }),
    ]),
  );
}

const table = () => screen.findByRole('table', { name: text.cardTransactions.listLabel });
const loadRow = async () => within(await table()).getAllByRole('row')[1]!;
const { CARD_TRANSACTION_STATUS_PENDING: PENDING, CARD_TRANSACTION_STATUS_CLOSED: CLOSED } =
  contractLabels.cardTransactionStatus;

describe("a new card's transactions", () => {
  it('leave 处理中 for the final status, with the fee charged, as soon as the card settles: no reload', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    answerCard('CARD_STATUS_INIT', 'CARD_TRANSACTION_STATUS_PENDING');
    renderSignedIn(<CardDetailsPage />, '/card-details?id=c1');
    expect(await within(await table()).findByText(PENDING)).toBeInTheDocument();
    const asked = api.callsTo(CARD_ROUTES.cardTransactions).length;

    // The issuer opened the card: the page's next look at the card sees it in use.
    answerCard('CARD_STATUS_NORMAL', 'CARD_TRANSACTION_STATUS_CLOSED');
    await act(async () => jest.advanceTimersByTime(CARD_SETTLE_POLL_MS));

    expect(await within(await table()).findByText(CLOSED)).toBeInTheDocument();
    expect(within(await table()).queryByText(PENDING)).not.toBeInTheDocument();
    const cells = within(await loadRow()).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('+100.00 USD');
    expect(cells[4]).toHaveTextContent('1.50');
    expect(api.callsTo(CARD_ROUTES.cardTransactions).length).toBe(asked + 1);
    expect(screen.getByRole('region', { name: text.details.summaryLabel })).toHaveTextContent(
      contractLabels.cardStatus.CARD_STATUS_NORMAL,
    );
  });

  it('are not asked again while the card keeps its status', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    answerCard('CARD_STATUS_INIT', 'CARD_TRANSACTION_STATUS_PENDING');
    renderSignedIn(<CardDetailsPage />, '/card-details?id=c1');
    await loadRow();
    await waitFor(() => expect(api.callsTo(CARD_ROUTES.card).length).toBeGreaterThan(0));
    const asked = api.callsTo(CARD_ROUTES.cardTransactions).length;
    const looked = api.callsTo(CARD_ROUTES.card).length;
    await act(async () => jest.advanceTimersByTime(CARD_SETTLE_POLL_MS));
    await waitFor(() => expect(api.callsTo(CARD_ROUTES.card).length).toBe(looked + 1));
    expect(api.callsTo(CARD_ROUTES.cardTransactions).length).toBe(asked);
  });
});
