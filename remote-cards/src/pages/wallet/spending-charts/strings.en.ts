import type { Translation } from '@portal/shared';
import type { SpendingTexts } from './strings';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The English of `spendingStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<SpendingTexts> = {
  heading: 'Spending',
  period: 'Settled card purchases of the last 12 months',
  showTable: 'Show as table',
  currencyHeading: (currency: string) => `Spending in ${currency}`,
  total: (amount: string, currency: string) => `Total ${amount} ${currency}`,
  byMonth: (currency: string) => `By month (${currency})`,
  byCard: (currency: string) => `Top cards by spending (${currency})`,
  monthChartLabel: (currency: string, peak: string, amount: string) =>
    `Bar chart of spending by month (${currency}), highest in ${peak}: ${amount}`,
  cardChartLabel: (currency: string, card: string, amount: string) =>
    `Bar chart of spending by card (${currency}), most on ${card}: ${amount}`,
  monthColumn: 'Month',
  cardColumn: 'Card',
  amountColumn: (currency: string) => `Spent (${currency})`,
  card: (last4: string) => `Card ending ${last4}`,
  otherCards: (count: number) => `${count} other ${count === 1 ? 'card' : 'cards'}`,
  monthShort: (month: number) => MONTHS[month - 1] ?? '',
  monthLong: (year: number, month: number) => `${MONTHS[month - 1] ?? ''} ${year}`,
  empty: 'No spending in the last 12 months',
  emptyHint: 'Once you pay with a card, your spending shows here by month and by card.',
};

export default english;
