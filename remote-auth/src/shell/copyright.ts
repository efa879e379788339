import { strings } from '@portal/shared';

/**
 * The login footer's copyright line (spec §2): the version year alone when it is the current year,
 * otherwise "version-currentYear"; then the website and 版权所有.
 */
/**
 * The merchant's website as an address to open (`example.com` as https://example.com/), or null when
 * it is empty or not a web address.
 */
export function websiteUrl(website: string): string | null {
  const site = website.trim();
  try {
    const url = new URL(site.includes('://') ? site : `https://${site}`);
    return site && /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

export function copyrightLine(version: string, website: string, now: Date = new Date()): string {
  const year = String(now.getFullYear());
  const since = version.trim();
  const years = since === '' || since === year ? year : `${since}-${year}`;
  // The site as people write it: cards.example.com, not https://cards.example.com/.
  const site = website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
  return ['©', years, site, strings.footer.rightsReserved].filter(Boolean).join(' ');
}
