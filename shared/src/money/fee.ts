import { type Decimal, type DecimalLike, toDecimal } from './decimal';
import { formatDecimal } from './decimal-format';
import { addDecimals, compareDecimals, multiplyDecimals } from './decimal-math';
import { floorToDecimals } from './floor';

/** The fee/amount rule of spec §3; a negative min or max means "no limit" on that side. */
export type FeeRule = { rate: DecimalLike; value: DecimalLike; min: DecimalLike; max: DecimalLike };

/**
 * Spec §5: amount*rate+value, clamped to max when max >= 0, then to min when min >= 0, exactly.
 * Because min is applied last, a rule with min > max always yields min (the spec's order, kept as is).
 */
export function calculateFeeDecimal(amount: DecimalLike, rule: FeeRule): Decimal {
  let fee = addDecimals(multiplyDecimals(amount, rule.rate), rule.value);
  if (compareDecimals(rule.max, 0) >= 0 && compareDecimals(fee, rule.max) > 0) fee = toDecimal(rule.max);
  if (compareDecimals(rule.min, 0) >= 0 && compareDecimals(fee, rule.min) < 0) fee = toDecimal(rule.min);
  return fee;
}

/** The fee as an unrounded decimal string with trailing zeros trimmed: '0.72', '5', never '5.00'. */
export function calculateFee(amount: DecimalLike, rule: FeeRule): string {
  return formatDecimal(calculateFeeDecimal(amount, rule));
}

/**
 * The fee charged on money: the spec's fee floored to the cent (the customer never pays a fraction
 * up) and never below zero, as two-place money ('0.72', '5.00'). The API charges exactly this.
 */
export function chargedFee(amount: DecimalLike, rule: FeeRule): string {
  const fee = floorToDecimals(calculateFeeDecimal(amount, rule), 2);
  return compareDecimals(fee, 0) < 0 ? '0.00' : fee;
}
