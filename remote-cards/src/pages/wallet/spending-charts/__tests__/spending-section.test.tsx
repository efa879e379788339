import { screen, within } from '@testing-library/react';
import type { CurrencySpending, SpendingSummary } from '@portal/shared/contract';
import { CARD_ROUTES, answerWalletAndCards } from '../../../../testing/card-fixtures';
import { renderSignedIn, startFakeApi } from '../../../../testing/render-page';
import { cardStrings } from '../../../../strings';
import { WalletPage } from '../../wallet-page';
import { spendingStrings as text } from '../strings';

const api = startFakeApi();
beforeEach(() => answerWalletAndCards(api));

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

function usdSpending(): CurrencySpending {
  return {
    currency: 'USD',
    total: '6123.45',
    months: MONTHS.map((month) => ({
      month,
      amount: month === '2026-10' ? '5000.00' : month === '2026-11' ? '1123.45' : '0.00',
    })),
    top_cards: [
      { card_id: 'c1', last4: '4242', nickname: null, amount: '5035.50' },
      { card_id: 'c2', last4: '1881', nickname: '出差用', amount: '1000.00' },
    ],
    other_cards: { count: 3, amount: '87.95' },
  };
}

function answerSpending(currencies: CurrencySpending[]) {
  const summary: SpendingSummary = { from: MONTHS[0]!, to: MONTHS[11]!, currencies };
  api.on(CARD_ROUTES.spending, { data: summary });
}

const section = () => screen.findByRole('region', { name: text.heading });

/** The rows of a table as [header, amount] pairs, skipping the column headings. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('/wallet spending', () => {
  it('draws each chart, named by what it shows, once the charts chunk has loaded', async () => {
    answerSpending([usdSpending()]);
    renderSignedIn(<WalletPage />, '/wallet');
    const region = await section();
    expect(
      await within(region).findByRole('img', {
        name: text.monthChartLabel('USD', text.monthLong(2026, 10), '5,000.00 USD'),
      }),
    ).toBeInTheDocument();
    expect(
      within(region).getByRole('img', { name: text.cardChartLabel('USD', text.card('4242'), '5,035.50 USD') }),
    ).toBeInTheDocument();
    const usd = within(region).getByRole('region', { name: text.currencyHeading('USD') });
    expect(usd).toHaveTextContent(text.total('6,123.45', 'USD'));
  });

  it('marks the value axis of small amounts with cents, never the same figure twice', async () => {
    const small = usdSpending();
    small.months = MONTHS.map((month) => ({ month, amount: month === '2026-11' ? '2.25' : '0.00' }));
    answerSpending([small]);
    renderSignedIn(<WalletPage />, '/wallet');
    const chart = await within(await section()).findByRole('img', {
      name: text.monthChartLabel('USD', text.monthLong(2026, 11), '2.25 USD'),
    });
    const marks = within(chart)
      .getAllByText(/^[\d,.]+$/)
      .map((mark) => mark.textContent);
    expect(marks).toEqual(['0.00', '0.50', '1.00', '1.50', '2.00']);
  });

  it('shows the same figures as tables at a press: every month, the top cards and the rest', async () => {
    answerSpending([usdSpending()]);
    const { user } = renderSignedIn(<WalletPage />, '/wallet');
    const region = await section();
    await within(region).findByRole('img', { name: new RegExp(text.byMonth('USD').slice(0, 2)) });
    const toggle = within(region).getByRole('button', { name: text.showTable });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();

    const months = within(region).getByRole('table', { name: text.byMonth('USD') });
    expect(
      within(months)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([text.monthColumn, text.amountColumn('USD')]);
    expect(rowsOf(months)).toEqual(
      MONTHS.map((month) => {
        const [year, number] = month.split('-').map(Number);
        const amount = month === '2026-10' ? '5,000.00' : month === '2026-11' ? '1,123.45' : '0.00';
        return [text.monthLong(year!, number!), amount];
      }),
    );
    expect(rowsOf(within(region).getByRole('table', { name: text.byCard('USD') }))).toEqual([
      [text.card('4242'), '5,035.50'],
      [cardStrings.cards.named('出差用', '1881'), '1,000.00'],
      [text.otherCards(3), '87.95'],
    ]);

    await user.click(toggle);
    expect(await within(region).findAllByRole('img')).toHaveLength(2);
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives each currency with spending its own charts', async () => {
    const cny: CurrencySpending = {
      ...usdSpending(),
      currency: 'CNY',
      total: '88.00',
      top_cards: [{ card_id: 'c9', last4: '9999', nickname: null, amount: '88.00' }],
      other_cards: { count: 0, amount: '0.00' },
    };
    answerSpending([usdSpending(), cny]);
    renderSignedIn(<WalletPage />, '/wallet');
    const region = await section();
    expect(await within(region).findAllByRole('img')).toHaveLength(4);
    const yuan = within(region).getByRole('region', { name: new RegExp(text.currencyHeading('CNY')) });
    expect(
      within(yuan).getByRole('img', { name: text.cardChartLabel('CNY', text.card('9999'), '88.00 CNY') }),
    ).toBeInTheDocument();
  });

  it('says there is no spending yet, without charts or a table toggle', async () => {
    answerSpending([]);
    renderSignedIn(<WalletPage />, '/wallet');
    const region = await section();
    expect(await within(region).findByText(text.empty)).toBeInTheDocument();
    expect(within(region).getByText(text.emptyHint)).toBeInTheDocument();
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: text.showTable })).not.toBeInTheDocument();
  });

  it('says when the spending cannot be loaded, and 重试 loads it', async () => {
    api.on(CARD_ROUTES.spending, { code: 1500, message: '服务器开小差了，请稍后重试', status: 500 });
    const { user } = renderSignedIn(<WalletPage />, '/wallet');
    const region = await section();
    expect(await within(region).findByRole('alert')).toHaveTextContent(cardStrings.loadFailed);
    answerSpending([usdSpending()]);
    await user.click(within(region).getByRole('button', { name: cardStrings.retry }));
    expect(await within(region).findAllByRole('img')).toHaveLength(2);
  });
});
