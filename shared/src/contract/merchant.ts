/** The merchant colours the API may send (spec §3); the theme maps each to its accent and tint. */
export const MERCHANT_COLOR_CODES = [
  'MERCHANT_COLOR_BLUE',
  'MERCHANT_COLOR_ORANGE',
  'MERCHANT_COLOR_PURPLE',
  'MERCHANT_COLOR_RED',
  'MERCHANT_COLOR_YELLOW',
] as const;

export type MerchantColor = (typeof MERCHANT_COLOR_CODES)[number];

export const DEFAULT_MERCHANT_COLOR: MerchantColor = 'MERCHANT_COLOR_BLUE';

/** The accent and light tint of each merchant colour (spec §9): the portal's theme and the API's logos. */
export const MERCHANT_COLORS: Record<MerchantColor, { accent: string; tint: string }> = {
  MERCHANT_COLOR_BLUE: { accent: '#3399FF', tint: '#EBF5FF' },
  MERCHANT_COLOR_ORANGE: { accent: '#FB7812', tint: '#FFF3E8' },
  MERCHANT_COLOR_PURPLE: { accent: '#A17DF5', tint: '#F5F1FE' },
  MERCHANT_COLOR_RED: { accent: '#F75346', tint: '#FEEEED' },
  MERCHANT_COLOR_YELLOW: { accent: '#F9B700', tint: '#FFF8E5' },
};

export function isMerchantColor(value: unknown): value is MerchantColor {
  return (MERCHANT_COLOR_CODES as readonly unknown[]).includes(value);
}

/** Merchant branding (spec §1, §3). */
export interface Merchant {
  title: string;
  color: MerchantColor;
  dark_logo: string;
  light_logo: string;
  favicon: string;
  icp: string;
  website: string;
  /** The year the site was first published, shown in the copyright line. */
  version: string;
}

export interface AgreementTitle {
  id: string;
  title: string;
}

export interface Agreement extends AgreementTitle {
  /** HTML: sanitise before rendering. */
  text: string;
}
