import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOGO_ORIGINS_FILE, parseLogoOrigins, readLogoOrigins } from '../logo-origins';

describe('the logo origins ops keep beside the pins', () => {
  it('are one origin a line, comments and blank lines left out, each once', () => {
    const text = [
      '# The merchant CDN, then a second one',
      'https://logos.shop.example',
      '',
      '  https://Static.Shop.example:8443/   # trailing slash and case as people type them',
      'https://logos.shop.example',
      'http://localhost:4000',
    ].join('\n');
    expect(parseLogoOrigins(text)).toEqual([
      'https://logos.shop.example',
      'https://static.shop.example:8443',
      'http://localhost:4000',
    ]);
  });

  it.each([
    ['https://logos.shop.example/brand/', 'not an origin alone'],
    ['https://logos.shop.example/?v=2', 'not an origin alone'],
    ['https://user:secret@logos.shop.example', 'not an origin alone'],
    ['http://logos.shop.example', 'not https'],
    ['data:', 'not https'],
    ['logos.shop.example', 'not a URL'],
  ])('refuse %s, naming the line', (line, problem) => {
    expect(() => parseLogoOrigins(`https://ok.example\n${line}\n`)).toThrow(
      `${LOGO_ORIGINS_FILE} line 2: ${JSON.stringify(line)} is ${problem}`,
    );
  });

  it('are none without the file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'logo-origins-'));
    try {
      expect(await readLogoOrigins(dir)).toEqual([]);
      writeFileSync(path.join(dir, LOGO_ORIGINS_FILE), 'https://logos.shop.example\n');
      expect(await readLogoOrigins(dir)).toEqual(['https://logos.shop.example']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
