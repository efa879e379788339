import { amountInput, amountProblem, flooredAmount } from '../amount-rule';
import { feeRuleText } from '../fee-rule-text';

describe('amountInput', () => {
  it.each([
    ['12.5', '12.5'],
    ['1a2b.3c', '12.3'],
    ['1.2.3', '1.23'],
    ['１２。５', '12.5'],
    ['-5', '5'],
    ['1,000', '1000'],
  ])('keeps %s as %s', (typed, kept) => {
    expect(amountInput(typed)).toBe(kept);
  });
});

describe('flooredAmount', () => {
  it.each([
    ['12.345', '12.34'],
    ['12.349', '12.34'],
    ['5', '5.00'],
    ['0.1', '0.10'],
    ['123.', '123.00'],
    ['.5', '0.50'],
    ['.', ''],
    ['', ''],
  ])('floors %s to %s', (typed, sent) => {
    expect(flooredAmount(typed)).toBe(sent);
  });
});

describe('amountProblem', () => {
  it.each([
    ['', '请输入金额'],
    ['0', '金额须大于 0 且最多两位小数'],
    ['0.001', '金额须大于 0 且最多两位小数'],
    ['.', '金额须大于 0 且最多两位小数'],
    ['1000000.01', '金额超过单笔上限'],
  ])('refuses %s: %s', (typed, message) => {
    expect(amountProblem(typed)).toBe(message);
  });

  it.each(['0.01', '1000000', '1000000.009', '25'])('accepts %s', (typed) => {
    expect(amountProblem(typed)).toBeNull();
  });

  it("holds a product's minimum, in its currency", () => {
    expect(amountProblem('9.99', { min: '10.00', currency: 'USD' })).toBe('金额低于最低充值金额 10.00 USD');
    expect(amountProblem('10', { min: '10.00', currency: 'USD' })).toBeNull();
  });
});

describe('feeRuleText', () => {
  it.each([
    [{ rate: '0.015', value: '0.50', min: '1.00', max: '20.00' }, '1.5% + 0.50 USD（最低 1.00，最高 20.00）'],
    [{ rate: '0.01', value: '0.00', min: '-1.00', max: '-1.00' }, '1%'],
    [{ rate: '0', value: '5.00', min: '-1.00', max: '-1.00' }, '5.00 USD'],
    [{ rate: '0', value: '0.00', min: '-1.00', max: '-1.00' }, '免手续费'],
    [{ rate: '0', value: '0.00', min: '2.00', max: '-1.00' }, '2.00 USD'],
  ])('reads %o as %s', (rule, shown) => {
    expect(feeRuleText(rule, 'USD')).toBe(shown);
  });
});
