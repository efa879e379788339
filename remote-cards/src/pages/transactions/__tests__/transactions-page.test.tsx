import { screen, waitFor, within } from '@testing-library/react';
import { CSV_CONTENT_TYPE } from '@portal/shared/contract';
import { formatDateTime } from '@portal/shared/signed-in';
import { CARD_ROUTES, aCard, anExportStatus, pageOf } from '../../../testing/card-fixtures';
import { address, renderSignedIn, startFakeApi } from '../../../testing/render-page';
import { contractLabels } from '../../../contract-labels';
import { cardStrings } from '../../../strings';
import { transactionStrings as text } from '../../../transactions/strings';
import { TRANSACTION_ROUTES, aTransaction } from '../../../testing/transaction-fixtures';
import { TransactionsPage } from '../transactions-page';

const t = text.list;
const api = startFakeApi();
beforeEach(() => {
  api.on(CARD_ROUTES.cards, pageOf([aCard(), aCard({ id: 'c2', last4: '5555', currency: 'CNY' })]));
  api.on(
    TRANSACTION_ROUTES.list,
    pageOf([
      aTransaction(),
      aTransaction({
        id: 't2',
        source: 'WALLET',
        type: 'ADMIN_RECHARGE_IN',
        amount: '500.00',
        fee: '0.00',
        card_id: null,
        card_last4: null,
        merchant_name: null,
      }),
    ]),
  );
  api.on(TRANSACTION_ROUTES.exportStatus, { data: anExportStatus() });
});

const renderPage = (route = '/transactions') => renderSignedIn(<TransactionsPage />, route);
const table = () => screen.findByRole('table', { name: t.listLabel });
const lastQuery = () => {
  const calls = api.callsTo(TRANSACTION_ROUTES.list);
  return Object.fromEntries(calls[calls.length - 1]?.query ?? []);
};

it('lists card and wallet transactions with their account, type, status, signed amount, fee and merchant', async () => {
  renderPage();
  const rows = within(await table()).getAllByRole('row');
  const card = rows[1]!;
  expect(card).toHaveTextContent(formatDateTime('2026-11-20T02:03:00Z'));
  expect(card).toHaveTextContent(cardStrings.cards.masked('4242'));
  expect(card).toHaveTextContent(contractLabels.cardTransactionType.CONSUME);
  expect(card).toHaveTextContent(contractLabels.cardTransactionStatus.CARD_TRANSACTION_STATUS_CLOSED);
  expect(card).toHaveTextContent('-12.50 USD');
  expect(card).toHaveTextContent('0.30');
  expect(card).toHaveTextContent('Amazon');
  expect(within(card).getByRole('link', { name: t.detailsOf(formatDateTime('2026-11-20T02:03:00Z')) })).toHaveAttribute(
    'href',
    '/transaction-details?id=t1',
  );
  const wallet = rows[2]!;
  expect(wallet).toHaveTextContent(text.sources.WALLET);
  expect(wallet).toHaveTextContent(contractLabels.walletTransactionType.ADMIN_RECHARGE_IN);
  expect(wallet).toHaveTextContent('+500.00 USD');
  expect(lastQuery()).toEqual({ page: '1', page_size: '10' });
});

it('keeps every filter in the URL and asks the API for exactly that', async () => {
  const { user } = renderPage();
  await table();
  await user.selectOptions(screen.getByLabelText(t.source), cardStrings.cards.masked('5555'));
  await waitFor(() => expect(address()).toBe('/transactions?account=c2'));
  await waitFor(() => expect(lastQuery()).toMatchObject({ card_id: 'c2' }));

  await user.selectOptions(screen.getByLabelText(t.source), t.wallet);
  await user.selectOptions(
    screen.getByLabelText(t.type),
    t.typeOf(text.sources.WALLET, contractLabels.walletTransactionType.OPEN_CARD),
  );
  await user.selectOptions(
    screen.getByLabelText(t.status),
    contractLabels.cardTransactionStatus.CARD_TRANSACTION_STATUS_PENDING,
  );
  await user.selectOptions(screen.getByLabelText(t.currency), 'CNY');
  await waitFor(() =>
    expect(lastQuery()).toEqual({
      page: '1',
      page_size: '10',
      source: 'WALLET',
      type: 'OPEN_CARD',
      status: 'CARD_TRANSACTION_STATUS_PENDING',
      currency: 'CNY',
    }),
  );
  expect(address()).toBe(
    '/transactions?account=wallet&type=OPEN_CARD&status=CARD_TRANSACTION_STATUS_PENDING&currency=CNY',
  );

  await user.click(screen.getByRole('button', { name: t.reset }));
  await waitFor(() => expect(address()).toBe('/transactions'));
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', page_size: '10' }));
});

it('takes the reader’s own days as the date range, and refuses a backwards one', async () => {
  renderPage('/transactions?from=2026-11-01&to=2026-11-30');
  await table();
  await waitFor(() =>
    expect(lastQuery()).toMatchObject({
      start_time: new Date(2026, 10, 1).toISOString(),
      end_time: new Date(2026, 11, 1).toISOString(),
    }),
  );
});

it('says a backwards date range is wrong and leaves the dates out', async () => {
  renderPage('/transactions?from=2026-11-30&to=2026-11-01');
  expect(await screen.findByRole('alert')).toHaveTextContent(t.dateOrder);
  await waitFor(() => expect(lastQuery()).not.toHaveProperty('start_time'));
});

it('searches a merchant or an amount once typing pauses, and keeps it in the URL', async () => {
  const { user } = renderPage();
  await table();
  await user.type(screen.getByRole('searchbox', { name: t.search }), '美团');
  await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: '美团' }));
  expect(address()).toBe(`/transactions?q=${encodeURIComponent('美团')}`);
});

it('pages on the server', async () => {
  api.on(TRANSACTION_ROUTES.list, { data: { list: [aTransaction()], total: 35, page: 2, page_size: 10 } });
  const { user } = renderPage('/transactions?page=2');
  await table();
  expect(lastQuery()).toMatchObject({ page: '2' });
  await user.click(screen.getByRole('button', { name: cardStrings.pager.next }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ page: '3' }));
  expect(address()).toBe('/transactions?page=3');
});

it('exports the filtered transactions as .csv or .xlsx and downloads the file', async () => {
  const x = text.export;
  let polls = 0;
  api.on(TRANSACTION_ROUTES.exportStart, {
    data: { ...anExportStatus({ exist: true, total_count: 3, job_id: 'j1' }), job_id: 'j1' },
  });
  const { user } = renderPage('/transactions?account=cards&q=amazon');
  await table();
  api.on(TRANSACTION_ROUTES.exportStatus, () => {
    polls += 1;
    return {
      data:
        polls < 2
          ? anExportStatus({ exist: true, total_count: 3, done_count: 1, job_id: 'j1' })
          : anExportStatus({
              total_count: 3,
              done_count: 3,
              job_id: 'j1',
              ready: true,
              file_name: 'transactions-1.xlsx',
            }),
    };
  });
  await user.click(screen.getByRole('radio', { name: x.formats.xlsx }));
  await user.click(screen.getByRole('button', { name: x.start }));
  await waitFor(() =>
    expect(api.callsTo(TRANSACTION_ROUTES.exportStart).map((call) => call.body)).toEqual([
      { format: 'xlsx', source: 'CARD', keyword: 'amazon' },
    ]),
  );
  expect(await screen.findByRole('progressbar', { name: x.progressLabel })).toBeInTheDocument();

  api.on(TRANSACTION_ROUTES.exportFile, { file: '\uFEFF时间', contentType: CSV_CONTENT_TYPE });
  const createObjectURL = jest.fn((_file: Blob) => 'blob:transactions');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  await user.click(await screen.findByRole('button', { name: x.download }, { timeout: 5_000 }));
  expect(screen.getByText(x.ready('transactions-1.xlsx'))).toBeInTheDocument();
  await waitFor(() => expect(clicked).toEqual(['transactions-1.xlsx']));
  expect(api.callsTo(TRANSACTION_ROUTES.exportFile).map((call) => call.params.job_id)).toEqual(['j1']);
});

it('shows a named card with its name beside its last digits, in the rows and the card choices', async () => {
  const NAME = '出差用';
  api.on(CARD_ROUTES.cards, pageOf([aCard({ nickname: NAME }), aCard({ id: 'c2', last4: '5555', currency: 'CNY' })]));
  api.on(TRANSACTION_ROUTES.list, pageOf([aTransaction({ card_nickname: NAME })]));
  const { user } = renderPage();
  const card = within(await table()).getAllByRole('row')[1]!;
  expect(within(card).getByText(NAME)).toBeInTheDocument();
  expect(card).toHaveTextContent(cardStrings.cards.masked('4242') + NAME);
  const choice = await screen.findByRole('option', { name: cardStrings.cards.maskedNamed('4242', NAME) });
  expect(screen.getByRole('option', { name: cardStrings.cards.masked('5555') })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(t.source), choice);
  await waitFor(() => expect(lastQuery()).toMatchObject({ card_id: 'c1' }));
});
