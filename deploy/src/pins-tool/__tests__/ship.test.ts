import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Refusal } from '../refusal';
import { type RemoteBuild, shipRemote } from '../ship';
import { COMPATIBLE, makeWorkspace, manifest, type Workspace } from './workspace';

let workspace: Workspace;
beforeEach(() => (workspace = makeWorkspace()));
afterEach(() => workspace.cleanup());

const SHOP = 'shop.example.com';

/** What the remote's build writes: its container and manifest in `<distRoot>/<remote>/<version>/`. */
const builds: string[] = [];
const fakeBuild: RemoteBuild = async (remote, version, distRoot) => {
  builds.push(`${remote}@${version}`);
  const folder = path.join(distRoot, remote, version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'remoteEntry.js'), '// container');
  writeFileSync(path.join(folder, 'mf-manifest.json'), manifest(COMPATIBLE));
};
beforeEach(() => (builds.length = 0));

describe('pins ship', () => {
  it('builds a version, publishes it whole on this edge and pins it for one merchant', async () => {
    const output = await shipRemote(workspace.context, 'remote-cards', '0.4.0', { merchant: SHOP }, fakeBuild);
    const folder = path.join(workspace.distDir, 'remote-cards', '0.4.0');
    expect(output).toBe(
      `Published remote-cards@0.4.0 in ${folder}/\n${SHOP}: remote-cards 0.1.0 -> 0.4.0 (a new file, copied from default.json)`,
    );
    expect(readdirSync(folder).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js']);
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.4.0', 'remote-auth': '0.1.0' });
    expect(existsSync(path.join(workspace.pinsDir, 'default.json'))).toBe(true);
    expect(workspace.history().at(-1)).toMatchObject({ merchant: SHOP, to: '0.4.0', action: 'set' });
    // The staging folder is gone: only published versions sit beside each other.
    expect(readdirSync(workspace.distDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('starts a canary with --percent, and only publishes without a merchant', async () => {
    await shipRemote(workspace.context, 'remote-cards', '0.4.0', { merchant: SHOP, percent: '10' }, fakeBuild);
    expect(workspace.pinsOf(SHOP)).toMatchObject({
      'remote-cards': { stable: '0.1.0', canary: '0.4.0', percent: 10 },
    });
    expect(await shipRemote(workspace.context, 'remote-auth', '0.2.0', {}, fakeBuild)).toContain(
      'Pin it with: pnpm pins set <merchant> remote-auth@0.2.0',
    );
    expect(existsSync(path.join(workspace.distDir, 'remote-auth', '0.2.0', 'remoteEntry.js'))).toBe(true);
  });

  it('publishes a build against an older shared core, but pins it only with --force', async () => {
    const oldSurface: RemoteBuild = async (remote, version, distRoot) => {
      const folder = path.join(distRoot, remote, version);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'remoteEntry.js'), '// container');
      writeFileSync(
        path.join(folder, 'mf-manifest.json'),
        manifest([{ name: '@portal/shared', requiredVersion: '^0.0.9' }]),
      );
    };
    await expect(
      shipRemote(workspace.context, 'remote-cards', '0.0.9', { merchant: SHOP }, oldSurface),
    ).rejects.toThrow('remote-cards@0.0.9 needs @portal/shared ^0.0.9, the host provides 0.1.0');
    expect(existsSync(path.join(workspace.distDir, 'remote-cards', '0.0.9', 'mf-manifest.json'))).toBe(true);
    expect(existsSync(path.join(workspace.pinsDir, `${SHOP}.json`))).toBe(false);
    const output = await shipRemote(
      workspace.context,
      'remote-cards',
      '0.0.10',
      { merchant: SHOP, force: true },
      oldSurface,
    );
    expect(output).toContain('forced, and recorded: remote-cards@0.0.10 needs @portal/shared ^0.0.9');
    expect(workspace.history().at(-1)).toMatchObject({ to: '0.0.10', forced: expect.any(String) });
  });

  it('refuses a version that is already published, without building', async () => {
    await expect(shipRemote(workspace.context, 'remote-cards', '0.2.0', {}, fakeBuild)).rejects.toThrow(
      'remote-cards@0.2.0 is already published',
    );
    expect(builds).toEqual([]);
  });

  it('publishes nothing when the build fails', async () => {
    const failing: RemoteBuild = async (remote, version, distRoot) => {
      mkdirSync(path.join(distRoot, remote, version), { recursive: true });
      throw new Refusal('the build of remote-cards@0.4.0 failed: TS2322');
    };
    await expect(shipRemote(workspace.context, 'remote-cards', '0.4.0', { merchant: SHOP }, failing)).rejects.toThrow(
      'TS2322',
    );
    expect(existsSync(path.join(workspace.distDir, 'remote-cards', '0.4.0'))).toBe(false);
    expect(readdirSync(workspace.distDir).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(existsSync(path.join(workspace.pinsDir, `${SHOP}.json`))).toBe(false);
  });

  it('builds for another origin into a folder to upload, and says how to pin it once uploaded', async () => {
    const outDir = path.join(workspace.root, 'upload');
    const output = await shipRemote(
      workspace.context,
      'remote-cards',
      '0.4.0',
      { merchant: SHOP, percent: '20', origin: 'https://cdn.team.example', outDir },
      fakeBuild,
    );
    expect(output).toContain(`Built remote-cards@0.4.0 into ${path.join(outDir, 'remote-cards', '0.4.0')}/`);
    expect(output).toContain("Upload that folder's files to https://cdn.team.example/remote-cards/0.4.0/");
    expect(output).toContain(
      `pnpm pins canary ${SHOP} remote-cards@https://cdn.team.example/remote-cards/0.4.0/ --percent 20`,
    );
    expect(existsSync(path.join(workspace.distDir, 'remote-cards', '0.4.0'))).toBe(false);
    expect(existsSync(path.join(workspace.pinsDir, `${SHOP}.json`))).toBe(false);
  });

  it('refuses a bad remote, version, origin or percent before building', async () => {
    const ship = (remote: string, version: string, options = {}) =>
      shipRemote(workspace.context, remote, version, options, fakeBuild);
    await expect(ship('remote-wallet', '1.0.0')).rejects.toThrow('"remote-wallet" is not a remote');
    await expect(ship('remote-cards', '../1.0.0')).rejects.toThrow('"../1.0.0" is not a version name');
    await expect(ship('remote-cards', '1.0.0', { origin: 'http://cdn.team.example' })).rejects.toThrow(
      '--origin: "http://cdn.team.example/remote-cards/1.0.0/" must be an https URL',
    );
    await expect(ship('remote-cards', '1.0.0', { percent: '20' })).rejects.toThrow('say for which --merchant');
    await expect(ship('remote-cards', '1.0.0', { merchant: SHOP, percent: '200' })).rejects.toThrow(
      '--percent must be a whole number from 1 to 99',
    );
    expect(builds).toEqual([]);
  });
});
