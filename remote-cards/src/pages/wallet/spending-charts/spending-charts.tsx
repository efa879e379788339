import type { CurrencySpending } from '@portal/shared/contract';
import { formatMoney } from '@portal/shared/signed-in';
import { CardChart } from './card-chart';
import { ChartFrame } from './chart-frame';
import { MonthChart } from './month-chart';
import { cardBars, highest, monthBars } from './spending-bars';
import { SpendingGrid } from './spending-layout';
import { spendingStrings as text } from './strings';

/**
 * One currency's spending as two charts, by month and by card. The chart library comes with this
 * module, which the wallet page loads lazily: no other page downloads it.
 */
export default function SpendingCharts({ spending }: { spending: CurrencySpending }) {
  const { currency } = spending;
  const months = monthBars(spending);
  const cards = cardBars(spending);
  const peakMonth = highest(months);
  const topCard = highest(cards);
  const amount = (value: string | undefined) => `${formatMoney(value ?? '0.00')} ${currency}`;
  return (
    <SpendingGrid>
      <ChartFrame title={text.byMonth(currency)}>
        <MonthChart
          bars={months}
          label={text.monthChartLabel(currency, peakMonth?.name ?? '', amount(peakMonth?.amount))}
        />
      </ChartFrame>
      <ChartFrame title={text.byCard(currency)}>
        <CardChart bars={cards} label={text.cardChartLabel(currency, topCard?.name ?? '', amount(topCard?.amount))} />
      </ChartFrame>
    </SpendingGrid>
  );
}
