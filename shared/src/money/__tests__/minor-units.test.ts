import { fromMinorUnits, InvalidDecimalError, toMinorUnits } from '..';

describe('toMinorUnits', () => {
  it.each<[number | string, number | undefined, bigint]>([
    // Math.floor(0.29 * 100) is 28: the float bug this helper exists to avoid.
    [0.29, undefined, 29n],
    [1.005, undefined, 100n],
    [19.999, undefined, 1999n],
    ['12345678901234.567', undefined, 1234567890123456n],
    [-0.001, undefined, -1n],
    [-1.005, 2, -101n],
    [5, 0, 5n],
    ['1.239', 3, 1239n],
    [0, 2, 0n],
  ])('turns %p (%p decimals) into %p', (value, decimals, expected) => {
    expect(toMinorUnits(value, decimals)).toBe(expected);
  });

  it('rejects bad values and decimals counts', () => {
    expect(() => toMinorUnits(NaN)).toThrow(InvalidDecimalError);
    expect(() => toMinorUnits('1,00')).toThrow(InvalidDecimalError);
    expect(() => toMinorUnits(1, -1)).toThrow(RangeError);
  });
});

describe('fromMinorUnits', () => {
  it.each<[bigint, number | undefined, string]>([
    [29n, undefined, '0.29'],
    [-1n, undefined, '-0.01'],
    [100n, undefined, '1.00'],
    [5n, 0, '5'],
    [0n, 3, '0.000'],
    [1234567890123456n, 2, '12345678901234.56'],
  ])('turns %p (%p decimals) into %p', (units, decimals, expected) => {
    expect(fromMinorUnits(units, decimals)).toBe(expected);
  });

  it('rejects a negative decimals count', () => {
    expect(() => fromMinorUnits(1n, -1)).toThrow(RangeError);
  });
});
