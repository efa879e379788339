import fc from 'fast-check';
import { PHONE_PREFIX } from '@portal/shared/contract';
import { CODE_LENGTH, digitsOnly } from '../input-filters';

describe('digitsOnly', () => {
  it.each([
    ['', ''],
    ['13812345678', '13812345678'],
    ['138 1234-5678', '13812345678'],
    ['+86 138', '86138'],
    ['abc', ''],
    ['１３８１２３４５６７８', '13812345678'],
    ['12３4', '1234'],
    ['٣٤٥', ''],
    ['验证码123456', '123456'],
  ])('turns %j into %j', (value, expected) => expect(digitsOnly(value)).toBe(expected));

  it('always leaves ASCII digits only, and changes nothing on a second pass', () => {
    fc.assert(
      fc.property(fc.fullUnicodeString(), (value) => {
        const once = digitsOnly(value);
        expect(once).toMatch(/^[0-9]*$/);
        expect(digitsOnly(once)).toBe(once);
      }),
    );
  });
});

describe('input constants', () => {
  it('match spec §9', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(PHONE_PREFIX).toBe('86');
  });
});
