import { formatMoney } from '@portal/shared/signed-in';
import type { FeeRuleAnswer } from '@portal/shared/contract';
import { compareDecimals, formatDecimal, multiplyDecimals } from '@portal/shared/money';
import { feeStrings } from './strings';

/**
 * A fee rule as a customer reads it: '1.5% + 0.50 USD（最低 1.00，最高 20.00）', '免手续费' for none.
 * A negative min or max is no limit (spec §5).
 */
export function feeRuleText(rule: FeeRuleAnswer, currency: string): string {
  const parts: string[] = [];
  if (compareDecimals(rule.rate, '0') !== 0) parts.push(`${formatDecimal(multiplyDecimals(rule.rate, '100'))}%`);
  if (compareDecimals(rule.value, '0') !== 0) parts.push(`${formatMoney(rule.value)} ${currency}`);
  const limits: string[] = [];
  if (compareDecimals(rule.min, '0') > 0) limits.push(feeStrings.minimum(formatMoney(rule.min)));
  if (compareDecimals(rule.max, '0') >= 0 && parts.length > 0) limits.push(feeStrings.maximum(formatMoney(rule.max)));
  if (parts.length === 0 && limits.length === 0) return feeStrings.free;
  const base = parts.length > 0 ? parts.join(' + ') : `${formatMoney(rule.min)} ${currency}`;
  return limits.length > 0 && parts.length > 0 ? feeStrings.limits(base, limits) : base;
}
