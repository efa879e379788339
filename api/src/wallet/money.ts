import {
  InvalidDecimalError,
  chargedFee,
  fromMinorUnits,
  normalizeDecimal,
  parseDecimal,
  toMinorUnits,
  type FeeRule,
} from '@portal/shared/money';
import { ApiFailure } from '../platform/api-failure';
import { WALLET_ERRORS } from './errors';

/** The most one operation may move: 1,000,000.00 in minor units. */
export const MAX_AMOUNT_UNITS = 100_000_000;

/** A client amount (number or decimal string, > 0, at most 2 decimals, at most MAX_AMOUNT) in minor units. */
export function parseAmount(value: number | string): number {
  let decimal;
  try {
    decimal = normalizeDecimal(parseDecimal(value));
  } catch (error) {
    if (error instanceof InvalidDecimalError) throw new ApiFailure(WALLET_ERRORS.amountInvalid);
    throw error;
  }
  if (decimal.scale > 2 || decimal.units <= 0n) throw new ApiFailure(WALLET_ERRORS.amountInvalid);
  const units = toMinorUnits(decimal);
  if (units > BigInt(MAX_AMOUNT_UNITS)) throw new ApiFailure(WALLET_ERRORS.amountTooHigh);
  return Number(units);
}

/** Minor units as the money of every answer, a decimal string with 2 places: 1050 -> '10.50'. */
export const toDecimalString = (units: number): string => fromMinorUnits(BigInt(units));

/** The fee of a rule for an amount, floored to the cent (the customer never pays a fraction up). */
export function feeUnits(rule: FeeRule, amountUnits: number): number {
  return Number(toMinorUnits(chargedFee(fromMinorUnits(BigInt(amountUnits)), rule)));
}
