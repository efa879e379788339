import { type Decimal, type DecimalLike, toDecimal } from './decimal';

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** Rejects a decimals count that is negative, fractional or not a number. */
export function assertDecimalPlaces(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  }
}

/** Brings both operands to the larger scale without losing digits. */
function align(a: DecimalLike, b: DecimalLike): [bigint, bigint, number] {
  const x = toDecimal(a);
  const y = toDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  return [x.units * pow10(scale - x.scale), y.units * pow10(scale - y.scale), scale];
}

export function addDecimals(a: DecimalLike, b: DecimalLike): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
}

export function subtractDecimals(a: DecimalLike, b: DecimalLike): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x - y, scale };
}

export function multiplyDecimals(a: DecimalLike, b: DecimalLike): Decimal {
  const x = toDecimal(a);
  const y = toDecimal(b);
  return { units: x.units * y.units, scale: x.scale + y.scale };
}

/** -1, 0 or 1 like a sort comparator; '1.50' and 1.5 compare equal. */
export function compareDecimals(a: DecimalLike, b: DecimalLike): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Floors toward negative infinity to exactly `decimals` places: -1.001 -> -1.01, never above the input. */
export function floorDecimal(value: DecimalLike, decimals: number): Decimal {
  assertDecimalPlaces(decimals);
  const { units, scale } = toDecimal(value);
  if (scale <= decimals) return { units: units * pow10(decimals - scale), scale: decimals };
  const divisor = pow10(scale - decimals);
  const truncated = units / divisor;
  const floored = units < 0n && truncated * divisor !== units ? truncated - 1n : truncated;
  return { units: floored, scale: decimals };
}
