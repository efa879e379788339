import { type DecimalLike } from './decimal';
import { formatUnits } from './decimal-format';
import { assertDecimalPlaces, floorDecimal } from './decimal-math';

/**
 * Integer minor units (cents for 2 decimals) as the API stores money. Extra decimals are floored
 * toward negative infinity like floorToDecimals, not rejected: 1.005 -> 100n, -0.001 -> -1n.
 */
export function toMinorUnits(value: DecimalLike, decimals = 2): bigint {
  return floorDecimal(value, decimals).units;
}

/** Minor units back to a decimal string with exactly `decimals` places: 29n -> '0.29'. */
export function fromMinorUnits(units: bigint, decimals = 2): string {
  assertDecimalPlaces(decimals);
  return formatUnits(units, decimals);
}
