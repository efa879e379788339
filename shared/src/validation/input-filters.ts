/** Length of every SMS and e-mail code (spec §9). */
export const CODE_LENGTH = 6;

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const NON_ASCII_DIGIT = /[^0-9]/g;

/**
 * Keeps only the digits of a phone or code input (spec §5).
 * Full-width digits (０-９, typed with a Chinese IME) are converted to ASCII rather than dropped, so the user's
 * keystrokes count; every other character, including other scripts' digits, is removed.
 */
export function digitsOnly(value: string): string {
  return value
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(NON_ASCII_DIGIT, '');
}
