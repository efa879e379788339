import { type Decimal } from './decimal';

/** Writes units/10^scale with exactly `scale` decimals and no point when scale is 0; never '-0'. */
export function formatUnits(units: bigint, scale: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  if (scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Drops trailing fractional zeros, so equal values share one form: 0.720 -> 0.72, 5.00 -> 5. */
export function normalizeDecimal(value: Decimal): Decimal {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

/** Plain decimal string with trailing zeros trimmed and never an exponent: '0.72', '5', '-0.1'. */
export function formatDecimal(value: Decimal): string {
  const { units, scale } = normalizeDecimal(value);
  return formatUnits(units, scale);
}
