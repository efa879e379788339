import fc from 'fast-check';
import {
  calculateFee,
  compareDecimals,
  floorToDecimals,
  formatDecimal,
  fromMinorUnits,
  parseDecimal,
  subtractDecimals,
  toMinorUnits,
} from '..';

const decimalString = fc.stringMatching(/^-?\d{1,20}(\.\d{1,12})?$/);
const finiteNumber = fc.double({ noNaN: true, noDefaultInfinity: true });
const anyValue = fc.oneof(decimalString, finiteNumber);
const nonNegative = fc.oneof(fc.stringMatching(/^\d{1,8}(\.\d{1,4})?$/), fc.double({ min: 0, max: 1e9, noNaN: true }));
const decimals = fc.integer({ min: 0, max: 10 });

describe('money properties', () => {
  it('floorToDecimals(x, d) <= x, x - floor < 10^-d, exactly d decimals, idempotent', () => {
    fc.assert(
      fc.property(anyValue, decimals, (x, d) => {
        const floored = floorToDecimals(x, d);
        expect(floored).toMatch(d === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${d}}$`));
        expect(compareDecimals(floored, x)).toBeLessThanOrEqual(0);
        expect(compareDecimals(subtractDecimals(x, floored), { units: 1n, scale: d })).toBe(-1);
        expect(floorToDecimals(floored, d)).toBe(floored);
      }),
    );
  });

  it('keeps any number of whole cents as written (u / 100 floors to u cents)', () => {
    const cents = fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 });
    fc.assert(fc.property(cents, (u) => floorToDecimals(u / 100, 2) === fromMinorUnits(BigInt(u), 2)));
  });

  it('parses numbers exactly: the decimal reads back as the same double', () => {
    fc.assert(fc.property(finiteNumber, (n) => Number(formatDecimal(parseDecimal(n))) === n));
  });

  it('lands every fee within [min, max] when both are set and min <= max', () => {
    fc.assert(
      fc.property(anyValue, anyValue, anyValue, nonNegative, nonNegative, (amount, rate, value, a, b) => {
        const [min, max] = compareDecimals(a, b) <= 0 ? [a, b] : [b, a];
        const fee = calculateFee(amount, { rate, value, min, max });
        expect(compareDecimals(fee, min)).toBeGreaterThanOrEqual(0);
        expect(compareDecimals(fee, max)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('returns min whenever min > max (max is applied first, then min)', () => {
    fc.assert(
      fc.property(anyValue, anyValue, anyValue, nonNegative, nonNegative, (amount, rate, value, a, b) => {
        fc.pre(compareDecimals(a, b) !== 0);
        const [max, min] = compareDecimals(a, b) < 0 ? [a, b] : [b, a];
        return compareDecimals(calculateFee(amount, { rate, value, min, max }), min) === 0;
      }),
    );
  });

  it('round-trips minor units: toMinorUnits(fromMinorUnits(u, d), d) === u', () => {
    const units = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
    fc.assert(fc.property(units, decimals, (u, d) => toMinorUnits(fromMinorUnits(u, d), d) === u));
  });

  it('agrees with floorToDecimals: fromMinorUnits(toMinorUnits(x, d), d) === floorToDecimals(x, d)', () => {
    fc.assert(
      fc.property(anyValue, decimals, (x, d) => fromMinorUnits(toMinorUnits(x, d), d) === floorToDecimals(x, d)),
    );
  });
});
