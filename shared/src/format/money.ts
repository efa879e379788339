import { floorToDecimals } from '../money/floor';

/** Money's decimals on screen and on the wire: both currencies have two. */
export const MONEY_DECIMALS = 2;

/**
 * A decimal string as people read money: thousands grouped, exactly two decimals, never through
 * floating point ('1234.5' -> '1,234.50', '-3' -> '-3.00'). A value that is not a number shows as it came.
 */
export function formatMoney(value: string): string {
  let exact: string;
  try {
    exact = floorToDecimals(value, MONEY_DECIMALS);
  } catch {
    return value;
  }
  const negative = exact.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? exact.slice(1) : exact).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

/** A signed amount with its sign always written: '+25.00', '-3.00', '0.00'. */
export function formatSignedMoney(value: string): string {
  const shown = formatMoney(value);
  return shown.startsWith('-') || /^[0.,]+$/.test(shown) ? shown : `+${shown}`;
}
