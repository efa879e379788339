import type { Page } from '@playwright/test';
import { MERCHANT_COLOR_CODES, type MerchantColor } from '@portal/shared/contract';
import { createTheme } from '@portal/shared/theme';

/** `#RRGGBB` as the browser computes it: `rgb(r, g, b)`. */
const computed = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The colours of `color`'s theme that another merchant colour paints differently, as the browser computes them. */
export function merchantColours(color: MerchantColor): string[] {
  const theme = createTheme(color).color;
  const others = MERCHANT_COLOR_CODES.map((code) => createTheme(code).color);
  return Object.entries(theme)
    .filter(([token, value]) => others.some((other) => other[token as keyof typeof other] !== value))
    .map(([, value]) => computed(value));
}

/**
 * The pairs of colours the page paints where one of the two is a merchant colour: text on its
 * background, borders and fills on what is behind them. A page that shows a pair no page checked
 * before in this colour has colours of its own to check.
 */
export function merchantColourPairs(page: Page, colours: string[]): Promise<string[]> {
  return page.evaluate((themed) => {
    const transparent = (value: string) => value === 'transparent' || /rgba\(.*, 0\)$/.test(value);
    const backgroundBehind = (element: Element | null): string => {
      for (let at = element; at; at = at.parentElement) {
        const background = getComputedStyle(at).backgroundColor;
        if (!transparent(background)) return background;
      }
      return 'rgb(255, 255, 255)';
    };
    const pairs = new Set<string>();
    const add = (kind: string, foreground: string, background: string) => {
      if (themed.includes(foreground) || themed.includes(background))
        pairs.add(`${kind} ${foreground} on ${background}`);
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      const behind = backgroundBehind(element.parentElement);
      const hasText = Array.from(element.childNodes).some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (hasText) add('text', style.color, backgroundBehind(element));
      if (parseFloat(style.borderTopWidth) > 0 && !transparent(style.borderTopColor)) {
        add('border', style.borderTopColor, behind);
      }
      if (!transparent(style.backgroundColor)) add('fill', style.backgroundColor, behind);
    }
    return [...pairs].sort();
  }, colours);
}
