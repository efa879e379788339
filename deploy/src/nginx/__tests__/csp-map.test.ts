import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy } from '../../security-headers';
import { CSP_MAP_FILE, renderCspMap, WRITE_CSP_MAP_COMMAND, writeCspMap } from '../csp-map';

const PINS_DIR = path.resolve(__dirname, '..', '..', '..', 'pins');

describe("the merchants' CSP map for nginx", () => {
  let dir = '';

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'csp-map-'));
    writeFileSync(path.join(dir, 'default.json'), JSON.stringify({ 'remote-auth': '1.0.0' }));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is committed up to date with deploy/pins', async () => {
    const committed = readFileSync(path.join(PINS_DIR, CSP_MAP_FILE), 'utf8');
    if (committed !== (await renderCspMap(PINS_DIR))) {
      throw new Error(
        `deploy/pins/${CSP_MAP_FILE} does not match the pins files (edited by hand?). Write it again: ${WRITE_CSP_MAP_COMMAND}`,
      );
    }
  });

  it("gives the default policy and each merchant's own, from the origins of its URL pins", async () => {
    writeFileSync(
      path.join(dir, 'shop.example.com.json'),
      JSON.stringify({
        'remote-auth': 'https://cdn.a.example/remote-auth/2.0.0/',
        'remote-cards': { stable: '1.0.0', canary: 'https://cdn.b.example:8443/remote-cards/1.1.0/', percent: 10 },
      }),
    );
    writeFileSync(path.join(dir, 'include.json'), JSON.stringify({ 'remote-auth': 'https://c.example/a/1/' }));
    // The default policy: no line of its own.
    writeFileSync(path.join(dir, 'plain.example.com.json'), JSON.stringify({ 'remote-auth': '1.1.0' }));
    // Not pins: the change history, the map itself, a half-written file, a name no Host header has.
    writeFileSync(path.join(dir, 'history.jsonl'), '{}\n');
    writeFileSync(path.join(dir, CSP_MAP_FILE), 'old');
    writeFileSync(path.join(dir, '.shop.example.com.json.abc.tmp'), '{}');
    writeFileSync(path.join(dir, 'Shop_Upper.json'), '{}');

    const lines = (await renderCspMap(dir)).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([
      `default "${contentSecurityPolicy()}";`,
      `\\include "${contentSecurityPolicy(['https://c.example'])}";`,
      `"shop.example.com" "${contentSecurityPolicy(['https://cdn.a.example', 'https://cdn.b.example:8443'])}";`,
    ]);
  });

  it("allows the logo origins kept beside the pins in every merchant's policy", async () => {
    writeFileSync(
      path.join(dir, 'shop.example.com.json'),
      JSON.stringify({ 'remote-auth': 'https://cdn.example/a/1/' }),
    );
    writeFileSync(path.join(dir, 'logo-origins.txt'), 'https://logos.shop.example\n');
    const lines = (await renderCspMap(dir)).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([
      `default "${contentSecurityPolicy([], ['https://logos.shop.example'])}";`,
      `"shop.example.com" "${contentSecurityPolicy(['https://cdn.example'], ['https://logos.shop.example'])}";`,
    ]);
  });

  it('gives a merchant without URL pins its own line when the default pins have some', async () => {
    writeFileSync(path.join(dir, 'default.json'), JSON.stringify({ 'remote-auth': 'https://cdn.example/a/1/' }));
    writeFileSync(path.join(dir, 'plain.example.com.json'), JSON.stringify({ 'remote-auth': '1.1.0' }));
    const lines = (await renderCspMap(dir)).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([
      `default "${contentSecurityPolicy(['https://cdn.example'])}";`,
      `"plain.example.com" "${contentSecurityPolicy()}";`,
    ]);
  });

  it('is written only when it changed, whole, and says so', async () => {
    expect(await writeCspMap(dir)).toBe(true);
    const first = readFileSync(path.join(dir, CSP_MAP_FILE), 'utf8');
    expect(first).toBe(await renderCspMap(dir));
    expect(await writeCspMap(dir)).toBe(false);

    writeFileSync(path.join(dir, 'm.example.json'), JSON.stringify({ 'remote-auth': 'https://cdn.example/a/1/' }));
    expect(await writeCspMap(dir)).toBe(true);
    expect(readFileSync(path.join(dir, CSP_MAP_FILE), 'utf8')).toContain('https://cdn.example');
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a folder without default pins', async () => {
    rmSync(path.join(dir, 'default.json'));
    await expect(renderCspMap(dir)).rejects.toThrow(/default\.json/);
  });
});
