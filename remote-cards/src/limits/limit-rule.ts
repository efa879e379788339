import type { CardLimitsInput } from '@portal/shared/contract';
import { compareDecimals } from '@portal/shared/money';
import { amountProblem, flooredAmount } from '../money/amount-rule';
import { limitStrings as text } from './strings';

export type LimitKey = keyof CardLimitsInput;

/** The limits from the narrowest to the widest: each may not be above the next one that is set. */
export const LIMIT_KEYS: readonly LimitKey[] = ['per_transaction_limit', 'daily_limit', 'monthly_limit'];

/** The limits as typed; '' means no limit. */
export type LimitValues = Record<LimitKey, string>;

export const NO_LIMITS: LimitValues = { per_transaction_limit: '', daily_limit: '', monthly_limit: '' };

/** The form's values of limits the API answered (null: none). */
export const limitValues = (limits: CardLimitsInput): LimitValues => ({
  per_transaction_limit: limits.per_transaction_limit ?? '',
  daily_limit: limits.daily_limit ?? '',
  monthly_limit: limits.monthly_limit ?? '',
});

/**
 * Why limits cannot be sent, per field: each given one is an amount as any other (above 0, at most two
 * decimals once floored, at most the API's limit); then, as the API checks, per transaction <= daily
 * <= monthly where both are set (the wider one carries the message).
 */
export function limitProblems(values: LimitValues): Partial<Record<LimitKey, string>> {
  const problems: Partial<Record<LimitKey, string>> = {};
  for (const key of LIMIT_KEYS) {
    const problem = values[key].trim() === '' ? null : amountProblem(values[key]);
    if (problem) problems[key] = problem;
  }
  if (Object.keys(problems).length > 0) return problems;
  let narrower: string | null = null;
  for (const key of LIMIT_KEYS) {
    const amount = flooredAmount(values[key]);
    if (amount === '') continue;
    if (narrower !== null && compareDecimals(amount, narrower) < 0) problems[key] = text.outOfOrder;
    narrower = amount;
  }
  return problems;
}

/** The limits as the API takes them: two-place amounts, null for none. */
export const limitsInput = (values: LimitValues): CardLimitsInput => ({
  per_transaction_limit: flooredAmount(values.per_transaction_limit) || null,
  daily_limit: flooredAmount(values.daily_limit) || null,
  monthly_limit: flooredAmount(values.monthly_limit) || null,
});

/** Whether any limit is set. */
export const anyLimit = (values: LimitValues) => LIMIT_KEYS.some((key) => values[key].trim() !== '');
