import { floorToDecimals, InvalidDecimalError } from '..';

describe('floorToDecimals', () => {
  it.each<[number | string, number, string]>([
    [0.29, 2, '0.29'],
    ['0.29', 2, '0.29'],
    [1.005, 2, '1.00'],
    ['1.005', 2, '1.00'],
    [19.999, 2, '19.99'],
    ['19.999', 2, '19.99'],
    [5, 2, '5.00'],
    ['5', 2, '5.00'],
    [19.999, 0, '19'],
    ['0.1', 0, '0'],
    [0, 2, '0.00'],
    [-0, 2, '0.00'],
    ['12345678901234.567', 2, '12345678901234.56'],
    ['12345678901234.567', 5, '12345678901234.56700'],
    // 12345678901234.567 as a double prints as ...566 (lint forbids the lossy literal); still .56.
    [12345678901234.566, 2, '12345678901234.56'],
    ['123456789012345678901234567890.129', 2, '123456789012345678901234567890.12'],
    [1e21, 2, '1000000000000000000000.00'],
    [1e-7, 2, '0.00'],
    [1e-7, 7, '0.0000001'],
    ['1.5e-2', 3, '0.015'],
  ])('floors %p to %p decimals as %p', (value, decimals, expected) => {
    expect(floorToDecimals(value, decimals)).toBe(expected);
  });

  it.each<[number | string, number, string]>([
    [-1.001, 2, '-1.01'],
    ['-1.00', 2, '-1.00'],
    [-0.001, 2, '-0.01'],
    [-19.999, 0, '-20'],
    ['-12345678901234.567', 2, '-12345678901234.57'],
  ])('floors negative %p toward negative infinity (%p decimals) as %p', (value, decimals, expected) => {
    expect(floorToDecimals(value, decimals)).toBe(expected);
  });

  it.each<[number, number, string]>([
    [0.1 + 0.2, 2, '0.30'],
    [0.1 + 0.2, 17, '0.30000000000000004'],
    [0.07 * 100, 2, '7.00'],
    [1.1 * 3, 2, '3.30'],
    [0.29 * 100, 0, '28'],
  ])('floors the float result %p (%p decimals) as written, %p', (value, decimals, expected) => {
    expect(floorToDecimals(value, decimals)).toBe(expected);
  });

  it.each([-1, 1.5, NaN, Infinity])('rejects %p as a decimals count', (decimals) => {
    expect(() => floorToDecimals(1, decimals)).toThrow(RangeError);
  });

  it.each<unknown>([NaN, Infinity, '', 'abc', '1.2.3'])('rejects the value %p', (value) => {
    expect(() => floorToDecimals(value as string, 2)).toThrow(InvalidDecimalError);
  });
});
