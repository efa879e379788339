import { MERCHANT_COLORS, type MerchantColor } from '@portal/shared/contract';

const FONT = "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif\" font-weight=\"600\"";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** SVG as a data: URL, so the portal needs no file server for the branding. */
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

/** The mark: a rounded square in the merchant colour with the title's first character. */
function mark(title: string, color: MerchantColor, size: number): string {
  const initial = escapeXml(Array.from(title)[0] ?? '');
  return (
    `<rect width="${size}" height="${size}" rx="${size / 4}" fill="${MERCHANT_COLORS[color].accent}"/>` +
    `<text x="${size / 2}" y="${size / 2}" dy=".35em" text-anchor="middle" font-size="${size * 0.56}" fill="#FFFFFF" ${FONT}>${initial}</text>`
  );
}

export function favicon(title: string, color: MerchantColor): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">${mark(title, color, 32)}</svg>`,
  );
}

/** The mark and the title; `textColor` dark for light backgrounds (dark_logo), white for dark ones (light_logo). */
function logo(title: string, color: MerchantColor, textColor: string): string {
  const width = 40 + Array.from(title).length * 20 + 4;
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="32" viewBox="0 0 ${width} 32">${mark(title, color, 32)}` +
      `<text x="42" y="16" dy=".35em" font-size="20" fill="${textColor}" ${FONT}>${escapeXml(title)}</text></svg>`,
  );
}

export function logos(title: string, color: MerchantColor) {
  return {
    dark_logo: logo(title, color, '#1F2329'),
    light_logo: logo(title, color, '#FFFFFF'),
    favicon: favicon(title, color),
  };
}
