import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTheme } from 'styled-components';
import { formatMoney } from '@portal/shared/signed-in';
import type { SpendingBar } from './spending-bars';
import { useElementWidth } from './use-element-width';

const ROW = 44;
const FONT = 13;
const BAR = 12;

/**
 * Spending per card as horizontal bars, each under its card's name and amount (so long names never
 * crowd the bars on a phone); the summed rest in the muted colour. `label` names the chart.
 */
export function CardChart({ bars, label }: { bars: SpendingBar[]; label: string }) {
  const theme = useTheme();
  const { ref, width } = useElementWidth<HTMLDivElement>(320);
  const height = bars.length * ROW;
  const rows = scaleBand<string>({ domain: bars.map((bar) => bar.key), range: [0, height] });
  const length = scaleLinear<number>({
    domain: [0, Math.max(...bars.map((bar) => bar.value), 0) || 1],
    range: [0, width],
  });

  return (
    <div ref={ref}>
      <svg width={width} height={height} role="img" aria-label={label}>
        {bars.map((bar) => (
          <Group key={bar.key} top={rows(bar.key) ?? 0}>
            <text y={FONT + 2} fontSize={FONT} fill={theme.color.text}>
              {bar.label}
            </text>
            <text x={width} y={FONT + 2} textAnchor="end" fontSize={FONT} fill={theme.color.textMuted}>
              {formatMoney(bar.amount)}
            </text>
            <rect y={FONT + 10} width={width} height={BAR} rx={2} fill={theme.color.page} />
            <Bar
              y={FONT + 10}
              width={Math.max(length(bar.value), 2)}
              height={BAR}
              rx={2}
              fill={bar.rest ? theme.color.textMuted : theme.color.accentLine}
            />
          </Group>
        ))}
      </svg>
    </div>
  );
}
