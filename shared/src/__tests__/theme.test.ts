import { type MerchantColor, MERCHANT_COLOR_CODES, MERCHANT_COLORS } from '@portal/shared/contract';
import { contrastRatio, darken, shadeReaching } from '../theme/contrast';
import { contrastPairs, createTheme, failingPairs } from '../theme/theme';

describe('the merchant theme', () => {
  it.each([
    ['MERCHANT_COLOR_BLUE', '#3399FF'],
    ['MERCHANT_COLOR_ORANGE', '#FB7812'],
    ['MERCHANT_COLOR_PURPLE', '#A17DF5'],
    ['MERCHANT_COLOR_RED', '#F75346'],
    ['MERCHANT_COLOR_YELLOW', '#F9B700'],
  ] as const)('%s keeps the brand colour of spec §9 (%s) and its light tint', (color, brand) => {
    const theme = createTheme(color);
    expect(theme.color.brand).toBe(brand);
    expect(theme.color.accentTint).toBe(MERCHANT_COLORS[color].tint);
    expect(theme.color.accentTint).not.toBe(brand);
  });

  it('is blue by default and for a colour it does not know', () => {
    expect(createTheme().color.brand).toBe('#3399FF');
    expect(createTheme('MERCHANT_COLOR_GREEN' as MerchantColor).color.brand).toBe('#3399FF');
  });

  it.each(MERCHANT_COLOR_CODES)('%s: every pair the portal paints reaches WCAG AA', (color) => {
    const theme = createTheme(color);
    const pairs = contrastPairs(theme);
    expect(pairs.length).toBeGreaterThan(20);
    for (const pair of pairs) {
      expect({ pair: pair.name, passes: contrastRatio(pair.foreground, pair.background) >= pair.minimum }).toEqual({
        pair: pair.name,
        passes: true,
      });
    }
    expect(failingPairs(theme)).toEqual([]);
  });

  it('darkens the blue for text and buttons, where the brand itself reads at only 2.94:1 on white', () => {
    const theme = createTheme('MERCHANT_COLOR_BLUE');
    expect(contrastRatio('#3399FF', '#FFFFFF')).toBeCloseTo(2.94, 2);
    expect(contrastRatio(theme.color.accent, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(theme.color.onAccentFill).toBe('#FFFFFF');
    expect(theme.color.accentFill).not.toBe('#3399FF');
  });

  it.each(['MERCHANT_COLOR_ORANGE', 'MERCHANT_COLOR_YELLOW'] as const)(
    '%s keeps its own fill on buttons, with dark text on it',
    (color) => {
      const theme = createTheme(color);
      expect(theme.color.accentFill).toBe(MERCHANT_COLORS[color].accent);
      expect(theme.color.onAccentFill).toBe(theme.color.text);
    },
  );

  it('finds the lightest shade that reaches a ratio, and darkens toward black', () => {
    expect(darken('#3399FF', 0)).toBe('#3399FF');
    expect(darken('#3399FF', 1)).toBe('#000000');
    const shade = shadeReaching('#3399FF', ['#FFFFFF'], 4.5);
    expect(contrastRatio(shade, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(shadeReaching('#1F2329', ['#FFFFFF'], 4.5)).toBe('#1F2329');
  });
  it('tells the transitional statuses (lime) from the one in use (green) by a clearly different hue', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const spread = max - Math.min(r, g, b);
      const sixth = max === r ? (g - b) / spread : max === g ? 2 + (b - r) / spread : 4 + (r - g) / spread;
      return (sixth * 60 + 360) % 360;
    };
    const { status } = createTheme();
    expect(Math.abs(hue(status.green.text) - hue(status.lime.text))).toBeGreaterThanOrEqual(30);
    expect(Math.abs(hue(status.green.background) - hue(status.lime.background))).toBeGreaterThanOrEqual(20);
  });
});
