import { MONEY_DECIMALS, formatMoney } from '@portal/shared/signed-in';
import { compareDecimals, floorToDecimals } from '@portal/shared/money';
import { cardStrings as text } from '../strings';

/** The API's limit on one movement of money (api/README.md, Money). */
export const MAX_AMOUNT = '1000000.00';

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * What an amount field accepts as it is typed: digits and one decimal point (a full-width ．or 。
 * from a Chinese keyboard counts as the point, full-width digits as digits).
 */
export function amountInput(value: string): string {
  const ascii = value
    .replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/[^0-9.]/g, '');
  const [whole = '', ...rest] = ascii.split('.');
  return rest.length > 0 ? `${whole}.${rest.join('')}` : whole;
}

/** The amount as it will be sent: floored to two decimals by the spec's amount helper; '' if not a number. */
export function flooredAmount(value: string): string {
  // Half-typed forms count as the number they will be: '12.' is 12, '.5' is 0.5.
  const number = value.trim().replace(/\.$/, '').replace(/^\./, '0.');
  return DECIMAL.test(number) ? floorToDecimals(number, MONEY_DECIMALS) : '';
}

/**
 * Why an amount cannot be sent, or null: required, a number above 0 (after flooring to two
 * decimals), at most the API's limit, and at least `min` where a product sets one.
 */
export function amountProblem(value: string, { min, currency = '' }: { min?: string; currency?: string } = {}) {
  if (value.trim() === '') return text.amount.required;
  const amount = flooredAmount(value);
  if (amount === '' || compareDecimals(amount, '0') <= 0) return text.amount.invalid;
  if (compareDecimals(amount, MAX_AMOUNT) > 0) return text.amount.tooHigh;
  if (min !== undefined && compareDecimals(amount, min) < 0) return text.amount.tooLow(formatMoney(min), currency);
  return null;
}
