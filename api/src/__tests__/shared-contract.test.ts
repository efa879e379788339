import { CALLS, SESSION_EXPIRY_CODES } from '@portal/shared/contract';
import { calculateFee, floorToDecimals } from '@portal/shared/money';

describe('the shared contract and money helpers', () => {
  it('load in the API without React or the browser', () => {
    const loaded = Object.keys(require.cache);
    expect(
      loaded.some((file) => /node_modules[\\/](react|react-dom|jotai|swr|styled-components)[\\/]/.test(file)),
    ).toBe(false);
    expect('window' in globalThis).toBe(false);
  });

  it('give the API the same calls, codes and money rules as the portal', () => {
    expect(CALLS.login).toEqual({
      method: 'POST',
      path: '/api/v1/account/login',
      idempotent: false,
      movesMoney: false,
      ticketed: false,
    });
    expect(SESSION_EXPIRY_CODES).toEqual([605, 606, 607, 608, 1000]);
    expect(floorToDecimals('19.999', 2)).toBe('19.99');
    expect(calculateFee('100', { rate: '0.015', value: '1', min: '3', max: '-1' })).toBe('3');
  });
});
