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
