import { strings } from '@portal/shared';

/**
 * The login footer's copyright line (spec §2): the version year alone when it is the current year,
 * otherwise "version-currentYear"; then the website and 版权所有.
 */
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
