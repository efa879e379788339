import { randomInt } from 'node:crypto';

/** The Luhn check digit of a number without its last digit. */
export function luhnDigit(partial: string): string {
  let sum = 0;
  for (let index = 0; index < partial.length; index += 1) {
    let digit = Number(partial[partial.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A 16-digit card number on the product's BIN with a valid Luhn digit, random from the CSPRNG. */
export function newCardNumber(bin: string): string {
  let body = bin;
  while (body.length < 15) body += String(randomInt(10));
  return body + luhnDigit(body);
}

export const newCvv = (): string => String(randomInt(1000)).padStart(3, '0');

/** MM/YY three years ahead. */
export function newExpiry(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${month}/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
}
