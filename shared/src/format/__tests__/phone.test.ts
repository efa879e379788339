import { maskPhone } from '../phone';

describe('maskPhone', () => {
  it('shows the prefix, the first 3 and the last 4 digits', () => {
    expect(maskPhone('86', '13800138000')).toBe('+86 138****8000');
  });

  it('leaves a number too short to mask as it is', () => {
    expect(maskPhone('86', '123456')).toBe('+86 123456');
  });
});
