import type { CurrencySpending, SpendingCard } from '@portal/shared/contract';
import { cardStrings } from '../../../strings';
import { spendingStrings as text } from './strings';

/** One bar of a spending chart and one row of its table. */
export interface SpendingBar {
  key: string;
  /** Under or beside the bar (short: 3月). */
  label: string;
  /** In the table and the bar's tooltip (2026年3月, 尾号 4242). */
  name: string;
  /** The decimal string the API sent, shown as it is. */
  amount: string;
  /** The amount as a number, for the bar's length only: never summed or shown. */
  value: number;
  /** The summed rest of the cards, drawn apart from the named ones. */
  rest?: boolean;
}

function yearMonth(month: string): [number, number] {
  const [year, number] = month.split('-').map(Number);
  return [year ?? 0, number ?? 0];
}

/** Every month of the summary, oldest first. */
export function monthBars(spending: CurrencySpending): SpendingBar[] {
  return spending.months.map(({ month, amount }) => {
    const [year, number] = yearMonth(month);
    return {
      key: month,
      label: text.monthShort(number),
      name: text.monthLong(year, number),
      amount,
      value: Number(amount),
    };
  });
}

/** A card by its name when it has one (出差用（尾号 4242）), else by its last four (尾号 4242). */
const cardName = (card: SpendingCard) =>
  card.nickname ? cardStrings.cards.named(card.nickname, card.last4) : text.card(card.last4);

/** The cards that spent most, then the rest summed when there is a rest. */
export function cardBars(spending: CurrencySpending): SpendingBar[] {
  const bars: SpendingBar[] = spending.top_cards.map((card) => ({
    key: card.card_id,
    label: cardName(card),
    name: cardName(card),
    amount: card.amount,
    value: Number(card.amount),
  }));
  const { count, amount } = spending.other_cards;
  if (count > 0) {
    const name = text.otherCards(count);
    bars.push({ key: 'other-cards', label: name, name, amount, value: Number(amount), rest: true });
  }
  return bars;
}

/** The bar that reaches furthest (the first of equals), for a chart's accessible name. */
export function highest(bars: SpendingBar[]): SpendingBar | undefined {
  return bars.reduce<SpendingBar | undefined>((top, bar) => (top && top.value >= bar.value ? top : bar), undefined);
}
