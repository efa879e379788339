import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTheme } from 'styled-components';
import { formatMoney } from '@portal/shared/signed-in';
import type { SpendingBar } from './spending-bars';
import { useElementWidth } from './use-element-width';

const HEIGHT = 200;
const TOP = 8;
const BOTTOM = 24;
const FONT = 12;
/** Below this band width only every other month is labelled (the current one always). */
const LABEL_ROOM = 30;

/** The value axis' amounts: whole (1,500) when every tick is whole, else with cents (0.50, 1.00). */
const tickFormat = (ticks: number[]) =>
  ticks.every(Number.isInteger)
    ? (value: number) => formatMoney(value.toFixed(0)).replace(/\.00$/, '')
    : (value: number) => formatMoney(value.toFixed(2));

/** Spending per month as vertical bars, with the value axis' gridlines; `label` names it. */
export function MonthChart({ bars, label }: { bars: SpendingBar[]; label: string }) {
  const theme = useTheme();
  const { ref, width } = useElementWidth<HTMLDivElement>(320);
  const top = Math.max(...bars.map((bar) => bar.value), 0);
  const y = scaleLinear<number>({ domain: [0, top || 1], range: [HEIGHT - BOTTOM, TOP], nice: true });
  const ticks = y.ticks(4);
  const tickText = tickFormat(ticks);
  const left = Math.max(...ticks.map((tick) => tickText(tick).length)) * 7 + 10;
  const x = scaleBand<string>({ domain: bars.map((bar) => bar.key), range: [left, width], padding: 0.25 });
  const sparse = x.step() < LABEL_ROOM;
  const last = bars.length - 1;

  return (
    <div ref={ref}>
      <svg width={width} height={HEIGHT} role="img" aria-label={label}>
        <Group>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={width} y1={y(tick)} y2={y(tick)} stroke={theme.color.border} />
              <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={FONT} fill={theme.color.textMuted}>
                {tickText(tick)}
              </text>
            </g>
          ))}
        </Group>
        <Group>
          {bars.map((bar, index) => {
            const barTop = y(bar.value);
            const center = (x(bar.key) ?? 0) + x.bandwidth() / 2;
            return (
              <g key={bar.key}>
                <Bar
                  x={x(bar.key)}
                  y={barTop}
                  width={x.bandwidth()}
                  height={HEIGHT - BOTTOM - barTop}
                  fill={theme.color.accentLine}
                >
                  <title>{`${bar.name} ${bar.amount}`}</title>
                </Bar>
                {(!sparse || (last - index) % 2 === 0) && (
                  <text x={center} y={HEIGHT - 6} textAnchor="middle" fontSize={FONT} fill={theme.color.textMuted}>
                    {bar.label}
                  </text>
                )}
              </g>
            );
          })}
        </Group>
        <line x1={left} x2={width} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke={theme.color.textMuted} />
      </svg>
    </div>
  );
}
