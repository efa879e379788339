import { calculateFee, calculateFeeDecimal, chargedFee, InvalidDecimalError, type FeeRule } from '..';

/** Negative limits mean "no limit" (spec §5 clamps only when a limit is >= 0). */
const NO_LIMIT = { min: -1, max: -1 };

describe('calculateFee', () => {
  it.each<[string, number | string, FeeRule, string]>([
    ['rate plus fixed value', 100, { rate: 0.01, value: 1, ...NO_LIMIT }, '2'],
    ['no float drift on 0.1 * 0.2 + 0.7', 0.1, { rate: 0.2, value: 0.7, ...NO_LIMIT }, '0.72'],
    ['no float drift on 1.1 * 3 (float: 3.3000000000000003)', 1.1, { rate: 3, value: 0, ...NO_LIMIT }, '3.3'],
    ['no rounding of the product', '0.333', { rate: '0.333', value: 0, ...NO_LIMIT }, '0.110889'],
    ['large amounts', '12345678901234.567', { rate: '0.001', value: '0', ...NO_LIMIT }, '12345678901.234567'],
    ['within both limits', 200, { rate: 0.015, value: 0.3, min: 2, max: 10 }, '3.3'],
    ['clamped to max', '1000', { rate: '0.015', value: '0.3', min: '2', max: '10' }, '10'],
    ['clamped to min', 10, { rate: 0.015, value: 0, min: 2, max: 10 }, '2'],
    ['max 0 is a limit, not "none"', 100, { rate: 0.1, value: 0, min: -1, max: 0 }, '0'],
    ['min 0 lifts a negative fee', 100, { rate: -0.1, value: 0, min: 0, max: -1 }, '0'],
    ['negative fee kept with no limits', 100, { rate: -0.1, value: 0, ...NO_LIMIT }, '-10'],
    ['string "-0.01" limits mean none', 100, { rate: 0.1, value: 0, min: '-0.01', max: '-0.01' }, '10'],
    ['min only', 1, { rate: 0.01, value: 0, min: 0.5, max: -1 }, '0.5'],
    ['max only', 1000, { rate: 0.01, value: 0, min: -1, max: 5 }, '5'],
    ['min > max: max first, then min wins', 100, { rate: 0.1, value: 0, min: 5, max: 3 }, '5'],
    ['min > max on a small fee', 1, { rate: 0, value: 0, min: 5, max: 3 }, '5'],
  ])('%s', (_case, amount, rule, expected) => {
    expect(calculateFee(amount, rule)).toBe(expected);
  });

  it('gives the same answer for strings and numbers', () => {
    const fromNumbers = calculateFee(0.1, { rate: 0.2, value: 0.7, min: 0, max: 100 });
    const fromStrings = calculateFee('0.1', { rate: '0.2', value: '0.7', min: '0', max: '100' });
    expect(fromStrings).toBe(fromNumbers);
  });

  it('exposes the exact Decimal as well', () => {
    expect(calculateFeeDecimal(0.1, { rate: 0.2, value: 0.7, ...NO_LIMIT })).toEqual({ units: 72n, scale: 2 });
  });

  it.each<[string, unknown, Partial<FeeRule>]>([
    ['a malformed amount', 'abc', {}],
    ['a NaN rate', 1, { rate: NaN }],
    ['an Infinity max', 1, { max: Infinity }],
    ['an empty min', 1, { min: '' }],
  ])('rejects %s', (_case, amount, override) => {
    const rule: FeeRule = { rate: 0.1, value: 0, ...NO_LIMIT, ...override };
    expect(() => calculateFee(amount as string, rule)).toThrow(InvalidDecimalError);
  });
});

describe('chargedFee', () => {
  const rule = { rate: '0.015', value: '0.5', min: '1', max: '20' };
  it.each([
    ['10', '1.00'], // 0.65 is below the minimum
    ['100', '2.00'], // 1.5 + 0.5
    ['33.33', '1.00'], // 0.99995 is below the minimum
    ['1000', '15.50'],
    ['5000', '20.00'], // 75.5 clamps down to the maximum
    ['123.45', '2.35'], // 2.35175 floored to the cent
  ])('charges %s as %s', (amount, fee) => {
    expect(chargedFee(amount, rule)).toBe(fee);
  });

  it('never charges below zero, whatever the rule', () => {
    expect(chargedFee('10', { rate: '0', value: '-3', min: '-1', max: '-1' })).toBe('0.00');
  });
});
