import { type StatusColor, DEFAULT_MERCHANT_COLOR, MERCHANT_COLORS, type MerchantColor } from '@portal/shared/contract';
import { AA_LARGE_OR_UI, AA_TEXT, contrastRatio, darken, shadeReaching } from './contrast';

export interface PortalTheme {
  color: {
    /** The merchant's colour exactly as spec §9 gives it: decoration only (illustrations, spinners). */
    brand: string;
    /** The brand's light tint: the primary background tint (selected menu entry, hover). */
    accentTint: string;
    /** The brand darkened until text in it reads at AA on the surface, the page and the tint: text and links. */
    accent: string;
    /** The brand darkened to 3:1 on those backgrounds: borders, focus rings, checks and bars (WCAG 1.4.11). */
    accentLine: string;
    /** The primary button's fill, and the text on it (white, or dark where white cannot pass). */
    accentFill: string;
    onAccentFill: string;
    accentFillHover: string;
    text: string;
    textMuted: string;
    border: string;
    surface: string;
    page: string;
    /** Error text; and the fill of the unread badge with the text on it. */
    danger: string;
    dangerFill: string;
    onDangerFill: string;
    success: string;
  };
  /** Text and background of the status tags (spec §4 filter and transaction colours). */
  status: Record<StatusColor, { text: string; background: string }>;
  radius: string;
  font: string;
}

const INK = '#1F2329';
const WHITE = '#FFFFFF';
const SURFACE = WHITE;
const PAGE = '#F5F6F7';

/**
 * Yellow and orange turn brown when darkened, so their buttons keep the brand fill and take dark text;
 * the other colours keep white text on a darker shade of themselves.
 */
const DARK_INK_ON_FILL: ReadonlySet<MerchantColor> = new Set(['MERCHANT_COLOR_ORANGE', 'MERCHANT_COLOR_YELLOW']);

function buttonColours(color: MerchantColor, brand: string) {
  if (DARK_INK_ON_FILL.has(color)) {
    return { accentFill: brand, onAccentFill: INK, accentFillHover: darken(brand, 0.06) };
  }
  const accentFill = shadeReaching(brand, [WHITE], AA_TEXT);
  return { accentFill, onAccentFill: WHITE, accentFillHover: shadeReaching(accentFill, [WHITE], AA_TEXT + 1) };
}

export function createTheme(color: MerchantColor = DEFAULT_MERCHANT_COLOR): PortalTheme {
  const known = MERCHANT_COLORS[color] ? color : DEFAULT_MERCHANT_COLOR;
  const { accent: brand, tint } = MERCHANT_COLORS[known];
  const backgrounds = [SURFACE, PAGE, tint];
  const danger = shadeReaching('#F54A45', backgrounds, AA_TEXT);
  return {
    color: {
      brand,
      accentTint: tint,
      accent: shadeReaching(brand, backgrounds, AA_TEXT),
      accentLine: shadeReaching(brand, backgrounds, AA_LARGE_OR_UI),
      ...buttonColours(known, brand),
      text: INK,
      textMuted: '#646A73',
      border: '#DEE0E3',
      surface: SURFACE,
      page: PAGE,
      danger,
      dangerFill: danger,
      onDangerFill: WHITE,
      success: shadeReaching('#34C724', backgrounds, AA_TEXT),
    },
    status: {
      green: { text: '#237804', background: '#F6FFED' },
      // Yellower and lighter than green, so 申请中 and the other transitional statuses never pass for 使用中.
      lime: { text: '#5C6300', background: '#FAFAD9' },
      red: { text: '#CF1322', background: '#FFF1F0' },
      gold: { text: '#8A5300', background: '#FFFBE6' },
      default: { text: '#646A73', background: '#F2F3F5' },
    },
    radius: '8px',
    font: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Zen Hei", system-ui, sans-serif',
  };
}

export interface ContrastPair {
  name: string;
  foreground: string;
  background: string;
  /** 4.5 for text, 3 for large text and the parts of a control. */
  minimum: number;
}

/** Every foreground/background pair the portal paints with its theme, with the ratio WCAG AA asks of it. */
export function contrastPairs(theme: PortalTheme): ContrastPair[] {
  const c = theme.color;
  const onBackgrounds = (
    name: string,
    foreground: string,
    minimum: number,
    backgrounds = [c.surface, c.page, c.accentTint],
  ) => backgrounds.map((background) => ({ name: `${name} on ${background}`, foreground, background, minimum }));
  return [
    ...onBackgrounds('text', c.text, AA_TEXT),
    ...onBackgrounds('muted text', c.textMuted, AA_TEXT),
    ...onBackgrounds('accent text', c.accent, AA_TEXT),
    ...onBackgrounds('accent line', c.accentLine, AA_LARGE_OR_UI),
    ...onBackgrounds('error text', c.danger, AA_TEXT),
    ...onBackgrounds('success text', c.success, AA_TEXT),
    { name: 'button text', foreground: c.onAccentFill, background: c.accentFill, minimum: AA_TEXT },
    { name: 'hovered button text', foreground: c.onAccentFill, background: c.accentFillHover, minimum: AA_TEXT },
    { name: 'badge text', foreground: c.onDangerFill, background: c.dangerFill, minimum: AA_TEXT },
    ...Object.entries(theme.status).map(([status, { text, background }]) => ({
      name: `${status} tag`,
      foreground: text,
      background,
      minimum: AA_TEXT,
    })),
    // A status's mark (its shape beside the label) on a page, a panel and a chosen chip.
    ...Object.entries(theme.status).flatMap(([status, { text }]) =>
      onBackgrounds(`${status} mark`, text, AA_LARGE_OR_UI),
    ),
  ];
}

/** The pairs of `theme` below their minimum; empty when the theme passes AA. */
export function failingPairs(theme: PortalTheme): (ContrastPair & { ratio: number })[] {
  return contrastPairs(theme)
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }))
    .filter((pair) => pair.ratio < pair.minimum);
}
