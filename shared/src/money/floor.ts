import { type DecimalLike } from './decimal';
import { formatUnits } from './decimal-format';
import { floorDecimal } from './decimal-math';

/**
 * The spec's amount helper (§5): floors to `decimals` places and always prints exactly that many
 * ('5' -> '5.00', 0 decimals -> no point). Floor is toward negative infinity, so -1.001 -> '-1.01':
 * the result never exceeds the input, which keeps "never show more than is there" true for debits too.
 */
export function floorToDecimals(value: DecimalLike, decimals: number): string {
  const { units, scale } = floorDecimal(value, decimals);
  return formatUnits(units, scale);
}
