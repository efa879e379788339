import { formatMoney, formatSignedMoney } from '../money';

describe('formatMoney', () => {
  it.each([
    ['0', '0.00'],
    ['5', '5.00'],
    ['1234.5', '1,234.50'],
    ['1000000.00', '1,000,000.00'],
    ['-3', '-3.00'],
    ['-1234567.89', '-1,234,567.89'],
    ['0.07', '0.07'],
    ['12.349', '12.34'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatMoney(value)).toBe(shown);
  });

  it('keeps every digit of a large amount (no floating point)', () => {
    expect(formatMoney('90071992547409.93')).toBe('90,071,992,547,409.93');
  });

  it('shows what is not a number as it came', () => {
    expect(formatMoney('abc')).toBe('abc');
  });
});

describe('formatSignedMoney', () => {
  it.each([
    ['25', '+25.00'],
    ['-3.5', '-3.50'],
    ['0', '0.00'],
    ['1500', '+1,500.00'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatSignedMoney(value)).toBe(shown);
  });
});
