import type { StatusColor } from '../contract/card';
import { DEFAULT_MERCHANT_COLOR, MERCHANT_COLORS, type MerchantColor } from '../contract/merchant';

export interface PortalTheme {
  color: {
    /** The merchant's accent: buttons, links, the selected menu entry. */
    accent: string;
    /** The accent's light tint: the primary background tint. */
    accentTint: string;
    text: string;
    textMuted: string;
    border: string;
    surface: string;
    page: string;
    danger: string;
    success: string;
    onAccent: string;
  };
  /** Text and background of the status tags (spec §4 filter and transaction colours). */
  status: Record<StatusColor, { text: string; background: string }>;
  radius: string;
  font: string;
}

export function createTheme(color: MerchantColor = DEFAULT_MERCHANT_COLOR): PortalTheme {
  const merchant = MERCHANT_COLORS[color] ?? MERCHANT_COLORS[DEFAULT_MERCHANT_COLOR];
  return {
    color: {
      accent: merchant.accent,
      accentTint: merchant.tint,
      text: '#1F2329',
      textMuted: '#646A73',
      border: '#DEE0E3',
      surface: '#FFFFFF',
      page: '#F5F6F7',
      danger: '#F54A45',
      success: '#34C724',
      onAccent: '#FFFFFF',
    },
    status: {
      green: { text: '#237804', background: '#F6FFED' },
      lime: { text: '#5B8C00', background: '#FCFFE6' },
      red: { text: '#CF1322', background: '#FFF1F0' },
      gold: { text: '#AD6800', background: '#FFFBE6' },
      default: { text: '#646A73', background: '#F2F3F5' },
    },
    radius: '8px',
    font: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Zen Hei", system-ui, sans-serif',
  };
}
