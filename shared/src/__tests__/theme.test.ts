import type { MerchantColor } from '../contract/merchant';
import { MERCHANT_COLORS } from '../contract/merchant';
import { createTheme } from '../theme/theme';

describe('the merchant theme', () => {
  it.each([
    ['MERCHANT_COLOR_BLUE', '#3399FF'],
    ['MERCHANT_COLOR_ORANGE', '#FB7812'],
    ['MERCHANT_COLOR_PURPLE', '#A17DF5'],
    ['MERCHANT_COLOR_RED', '#F75346'],
    ['MERCHANT_COLOR_YELLOW', '#F9B700'],
  ] as const)('%s has the accent of spec §9 (%s) and a light tint', (color, accent) => {
    const theme = createTheme(color);
    expect(theme.color.accent).toBe(accent);
    expect(theme.color.accentTint).toBe(MERCHANT_COLORS[color].tint);
    expect(theme.color.accentTint).not.toBe(accent);
  });

  it('is blue by default and for a colour it does not know', () => {
    expect(createTheme().color.accent).toBe('#3399FF');
    expect(createTheme('MERCHANT_COLOR_GREEN' as MerchantColor).color.accent).toBe('#3399FF');
  });
});
