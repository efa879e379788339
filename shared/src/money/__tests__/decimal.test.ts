import {
  addDecimals,
  compareDecimals,
  formatDecimal,
  InvalidDecimalError,
  multiplyDecimals,
  parseDecimal,
  subtractDecimals,
  toDecimal,
  type Decimal,
} from '..';

describe('parseDecimal', () => {
  it.each<[number | string, Decimal]>([
    ['0.29', { units: 29n, scale: 2 }],
    [0.29, { units: 29n, scale: 2 }],
    ['-1.50', { units: -150n, scale: 2 }],
    ['+3', { units: 3n, scale: 0 }],
    ['007.10', { units: 710n, scale: 2 }],
    ['12345678901234.567', { units: 12345678901234567n, scale: 3 }],
    [1e21, { units: 10n ** 21n, scale: 0 }],
    [1e-7, { units: 1n, scale: 7 }],
    ['1.5e2', { units: 150n, scale: 0 }],
    ['1.5E-2', { units: 15n, scale: 3 }],
    [-0, { units: 0n, scale: 0 }],
  ])('parses %p exactly', (input, expected) => {
    expect(parseDecimal(input)).toEqual(expected);
  });

  it.each<[unknown, RegExp]>([
    [NaN, /NaN is not a finite number/],
    [Infinity, /Infinity is not a finite number/],
    [-Infinity, /-Infinity is not a finite number/],
    ['', /empty string/],
    [' 1', /malformed/],
    ['1 ', /malformed/],
    ['abc', /malformed/],
    ['1.2.3', /malformed/],
    ['.5', /malformed/],
    ['5.', /malformed/],
    ['1,5', /malformed/],
    ['0x10', /malformed/],
    ['NaN', /malformed/],
    ['Infinity', /malformed/],
    ['--1', /malformed/],
    ['1e', /malformed/],
    ['1e99999', /exponent out of range/],
    [null, /expected a number or string, got object/],
    [undefined, /expected a number or string, got undefined/],
  ])('rejects %p with a clear error', (input, message) => {
    const parse = () => parseDecimal(input as string);
    expect(parse).toThrow(InvalidDecimalError);
    expect(parse).toThrow(message);
  });

  it('rejects a hand-built Decimal with a bad scale', () => {
    expect(() => toDecimal({ units: 1n, scale: -1 })).toThrow(InvalidDecimalError);
    expect(() => toDecimal({ units: 1n, scale: 0.5 })).toThrow(InvalidDecimalError);
  });
});

describe('formatDecimal', () => {
  it.each<[Decimal, string]>([
    [{ units: 720n, scale: 3 }, '0.72'],
    [{ units: 500n, scale: 2 }, '5'],
    [{ units: 0n, scale: 5 }, '0'],
    [{ units: -5n, scale: 3 }, '-0.005'],
    [{ units: 10n ** 21n, scale: 0 }, '1000000000000000000000'],
  ])('writes %p as %p', (value, expected) => {
    expect(formatDecimal(value)).toBe(expected);
  });
});

describe('decimal arithmetic', () => {
  it('adds without binary drift (0.1 + 0.2 is 0.3, not 0.30000000000000004)', () => {
    expect(formatDecimal(addDecimals(0.1, 0.2))).toBe('0.3');
  });

  it('subtracts and multiplies exactly', () => {
    expect(formatDecimal(subtractDecimals('1', '0.01'))).toBe('0.99');
    expect(formatDecimal(multiplyDecimals(0.07, 100))).toBe('7');
    expect(formatDecimal(multiplyDecimals('-1.5', '1.5'))).toBe('-2.25');
  });

  it.each<[number | string, number | string, -1 | 0 | 1]>([
    [1.5, '1.50', 0],
    ['-0.1', 0, -1],
    ['10', '9.999', 1],
    ['12345678901234.567', '12345678901234.566', 1],
  ])('compares %p with %p as %p', (a, b, expected) => {
    expect(compareDecimals(a, b)).toBe(expected);
  });
});
