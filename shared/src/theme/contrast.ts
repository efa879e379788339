/** Colour arithmetic of WCAG 2.x: relative luminance, contrast ratio, and the shade that reaches a ratio. */

/** WCAG AA: normal text, and large text or the parts of a control (1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_LARGE_OR_UI = 3;

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  const channel = (at: number) => parseInt(full.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `hex` mixed toward black by `amount` (0 to 1): the same hue, darker. */
export function darken(hex: string, amount: number): string {
  const [r, g, b] = parseHex(hex);
  const keep = 1 - amount;
  return toHex([r * keep, g * keep, b * keep]);
}

/**
 * The lightest shade of `hex` (itself, or darker in steps of 1%) that reaches `ratio` against every
 * colour in `backgrounds`.
 */
export function shadeReaching(hex: string, backgrounds: readonly string[], ratio: number): string {
  for (let step = 0; step <= 100; step += 1) {
    const shade = darken(hex, step / 100);
    if (backgrounds.every((background) => contrastRatio(shade, background) >= ratio)) return shade;
  }
  return '#000000';
}
