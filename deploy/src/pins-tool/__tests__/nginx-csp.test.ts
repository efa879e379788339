import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CSP_MAP_FILE, writeCspMap } from '../../nginx/csp-map';
import { contentSecurityPolicy } from '../../security-headers';
import { abortCanary, setPin, startCanary } from '../change-commands';
import { makeWorkspace, publishedFiles, startCdn, type Workspace } from './workspace';

const SHOP = 'shop.example.com';

let workspace: Workspace;
let cdn: Awaited<ReturnType<typeof startCdn>>;
beforeEach(async () => {
  workspace = makeWorkspace();
  cdn = await startCdn(publishedFiles('/remote-cards/1.4.0/'));
});
afterEach(async () => {
  workspace.cleanup();
  await cdn.close();
});

const mapFile = () => path.join(workspace.pinsDir, CSP_MAP_FILE);
const cdnPin = () => `${cdn.origin}/remote-cards/1.4.0/`;

describe('the pins tool and the nginx edge', () => {
  it('leaves nginx alone where no nginx serves the pins (no CSP map yet)', async () => {
    expect(await setPin(workspace.context, SHOP, `remote-cards@${cdnPin()}`)).not.toContain('nginx');
    // The map is there for the day an nginx edge serves these pins.
    expect(readFileSync(mapFile(), 'utf8')).toContain(`"${SHOP}" "${contentSecurityPolicy([cdn.origin])}";`);
  });

  it('writes the map when a pin brings a new origin, and says nginx needs a reload', async () => {
    await writeCspMap(workspace.pinsDir);
    const output = await setPin(workspace.context, SHOP, `remote-cards@${cdnPin()}`);
    expect(output).toBe(
      `${SHOP}: remote-cards 0.1.0 -> ${cdnPin()} (a new file, copied from default.json)\n` +
        `${mapFile()} changed: reload nginx (nginx -s reload) so its CSP allows the new origins`,
    );
    expect(readFileSync(mapFile(), 'utf8')).toContain(`"${SHOP}" "${contentSecurityPolicy([cdn.origin])}";`);
  });

  it('needs no reload for a version on this edge', async () => {
    await writeCspMap(workspace.pinsDir);
    const before = readFileSync(mapFile(), 'utf8');
    expect(await setPin(workspace.context, SHOP, 'remote-cards@0.2.0')).toBe(
      `${SHOP}: remote-cards 0.1.0 -> 0.2.0 (a new file, copied from default.json)`,
    );
    expect(readFileSync(mapFile(), 'utf8')).toBe(before);
  });

  it('runs the reload command it was given, and refuses loudly when the reload fails', async () => {
    await writeCspMap(workspace.pinsDir);
    const marker = path.join(workspace.root, 'reloaded');
    const context = { ...workspace.context, reloadCommand: `echo reloaded > '${marker}'` };
    expect(await startCanary(context, SHOP, `remote-cards@${cdnPin()}`, '10')).toContain(
      `changed: reloaded nginx (echo reloaded > '${marker}')`,
    );
    expect(readFileSync(marker, 'utf8')).toBe('reloaded\n');

    const failing = { ...workspace.context, reloadCommand: 'echo "nginx: [error] invalid PID" >&2; exit 1' };
    await expect(abortCanary(failing, SHOP, 'remote-cards')).rejects.toThrow(
      'changed, but the reload failed (echo "nginx: [error] invalid PID" >&2; exit 1): nginx: [error] invalid PID',
    );
    // The pins changed all the same; the message says so, and the map is ready for the next reload.
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.1.0' });
    expect(readFileSync(mapFile(), 'utf8')).not.toContain(cdn.origin);
    expect(existsSync(marker)).toBe(true);
  });
});
