import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_ERRORS } from '../accounts/errors';
import { EXPORT_ERRORS } from '../export/errors';
import { MESSAGE_ERRORS } from '../messages/errors';
import { ERRORS } from '../platform/error-codes';
import { WALLET_ERRORS } from '../wallet/errors';

const readme = readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
const all = [ERRORS, ACCOUNT_ERRORS, MESSAGE_ERRORS, WALLET_ERRORS, EXPORT_ERRORS].flatMap((table) =>
  Object.entries(table),
);

describe('the error codes', () => {
  it.each(all)('%s is in the README table with its status and message', (name, { code, status, message }) => {
    const row = readme.split('\n').find((line) => line.includes(`\`${name}\``));
    expect(
      row
        ?.split('|')
        .map((cell) => cell.trim())
        .slice(1, 4),
    ).toEqual([String(code), String(status), message]);
  });

  it('keeps each module in its own range', () => {
    const inRange = (table: Record<string, { code: number }>, low: number, high: number) =>
      Object.values(table).every(({ code }) => code >= low && code <= high);
    expect(inRange(ACCOUNT_ERRORS, 2000, 2199)).toBe(true);
    expect(inRange(MESSAGE_ERRORS, 3000, 3199)).toBe(true);
    expect(inRange(WALLET_ERRORS, 4000, 4299)).toBe(true);
    expect(inRange(EXPORT_ERRORS, 4300, 4399)).toBe(true);
  });
});
