import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { rollback, setPin, startCanary } from '../change-commands';
import { makeWorkspace, manifest, publishedFiles, startCdn, type Workspace } from './workspace';

let workspace: Workspace;
beforeEach(() => (workspace = makeWorkspace()));
afterEach(() => workspace.cleanup());

const SHOP = 'shop.example.com';
const DEFAULT_PINS = { 'remote-auth': '0.1.0', 'remote-cards': '0.1.0', 'remote-messages': '0.1.0' };
const shopFile = () => path.join(workspace.pinsDir, `${SHOP}.json`);
const historyFile = () => path.join(workspace.pinsDir, 'history.jsonl');

describe('pins set', () => {
  it('pins one remote and keeps the others', async () => {
    writeFileSync(shopFile(), JSON.stringify({ ...DEFAULT_PINS, 'remote-auth': 'https://cdn.team.example/auth/7/' }));
    expect(await setPin(workspace.context, SHOP, 'remote-cards@0.2.0')).toBe(`${SHOP}: remote-cards 0.1.0 -> 0.2.0`);
    expect(workspace.pinsOf(SHOP)).toEqual({
      'remote-auth': 'https://cdn.team.example/auth/7/',
      'remote-cards': '0.2.0',
      'remote-messages': '0.1.0',
    });
  });

  it('starts a merchant without a file from a copy of default.json, and leaves default.json alone', async () => {
    writeFileSync(
      path.join(workspace.pinsDir, 'default.json'),
      JSON.stringify({ ...DEFAULT_PINS, 'remote-messages': 'https://cdn.team.example/remote-messages/1.4.0/' }),
    );
    const before = readFileSync(path.join(workspace.pinsDir, 'default.json'), 'utf8');
    expect(await setPin(workspace.context, SHOP, 'remote-cards@0.2.0')).toBe(
      `${SHOP}: remote-cards 0.1.0 -> 0.2.0 (a new file, copied from default.json)`,
    );
    expect(workspace.pinsOf(SHOP)).toEqual({
      'remote-auth': '0.1.0',
      'remote-cards': '0.2.0',
      'remote-messages': 'https://cdn.team.example/remote-messages/1.4.0/',
    });
    expect(readFileSync(path.join(workspace.pinsDir, 'default.json'), 'utf8')).toBe(before);
  });

  it('refuses a version that is not published, saying which file is missing', async () => {
    await expect(setPin(workspace.context, SHOP, 'remote-cards@9.9.9')).rejects.toThrow(
      `remote-cards@9.9.9 is not published: ${path.join(workspace.distDir, 'remote-cards', '9.9.9', 'mf-manifest.json')} is missing`,
    );
    expect(existsSync(shopFile())).toBe(false);
    expect(existsSync(historyFile())).toBe(false);
  });

  it('refuses a version whose shared packages the host cannot satisfy, naming the package and both versions', async () => {
    await expect(setPin(workspace.context, SHOP, 'remote-cards@2.0.0')).rejects.toThrow(
      'remote-cards@2.0.0 needs react ^20.0.0, the host provides 19.3.1',
    );
    workspace.publish('remote-auth', '3.0.0', [
      { name: 'react', requiredVersion: '^20.0.0', singleton: true },
      { name: 'react-dom', requiredVersion: '~19.2.0', singleton: true },
    ]);
    await expect(setPin(workspace.context, SHOP, 'remote-auth@3.0.0')).rejects.toThrow(
      'remote-auth@3.0.0 needs react ^20.0.0, the host provides 19.3.1; and react-dom ~19.2.0, the host provides 19.3.1',
    );
    expect(existsSync(shopFile())).toBe(false);
  });

  it('refuses when the host build is missing: compatibility cannot be checked', async () => {
    rmSync(path.join(workspace.distDir, 'host'), { recursive: true });
    await expect(setPin(workspace.context, SHOP, 'remote-cards@0.2.0')).rejects.toThrow(
      "the host's shared packages cannot be checked",
    );
  });

  it('refuses a remote it does not know and a target without a version', async () => {
    await expect(setPin(workspace.context, SHOP, 'remote-wallet@0.1.0')).rejects.toThrow(
      '"remote-wallet" is not a remote: use remote-auth, remote-cards, remote-messages',
    );
    await expect(setPin(workspace.context, SHOP, 'remote-cards')).rejects.toThrow(
      '"remote-cards" must be <remote>@<version or URL>',
    );
    await expect(setPin(workspace.context, SHOP, 'remote-cards@../../host')).rejects.toThrow('is neither a version');
  });

  it('replaces a canary whose stable pin it sets: the whole entry becomes the plain pin', async () => {
    await startCanary(workspace.context, SHOP, 'remote-cards@0.2.0', '20');
    expect(await setPin(workspace.context, SHOP, 'remote-cards@0.1.0')).toBe(
      `${SHOP}: remote-cards 0.1.0 + canary 0.2.0 at 20% -> 0.1.0`,
    );
    expect(workspace.pinsOf(SHOP)).toEqual(DEFAULT_PINS);
  });

  it('changes nothing and records nothing when the pin is already there', async () => {
    expect(await setPin(workspace.context, SHOP, 'remote-cards@0.1.0')).toBe(
      `${SHOP}: remote-cards is already 0.1.0; nothing changed.`,
    );
    expect(existsSync(shopFile())).toBe(false);
    expect(existsSync(historyFile())).toBe(false);
  });

  it('records every change in the history: when, who, from, to and why', async () => {
    await setPin(workspace.context, SHOP, 'remote-cards@0.2.0');
    await setPin({ ...workspace.context, who: 'bob' }, SHOP, 'remote-cards@0.3.0', { reason: 'fixes the export' });
    expect(workspace.history()).toEqual([
      {
        at: '2025-05-01T10:00:00.000Z',
        who: 'alice',
        merchant: SHOP,
        remote: 'remote-cards',
        from: '0.1.0',
        to: '0.2.0',
        action: 'set',
      },
      {
        at: '2025-05-01T10:01:00.000Z',
        who: 'bob',
        merchant: SHOP,
        remote: 'remote-cards',
        from: '0.2.0',
        to: '0.3.0',
        action: 'set',
        reason: 'fixes the export',
        fromIntegrity: { '0.2.0': workspace.entryHash('remote-cards', '0.2.0') },
      },
    ]);
  });

  it('starts a new line when a crash left the last history line unfinished', async () => {
    await setPin(workspace.context, SHOP, 'remote-cards@0.2.0');
    writeFileSync(historyFile(), readFileSync(historyFile(), 'utf8').trimEnd());
    await setPin(workspace.context, SHOP, 'remote-cards@0.3.0');
    expect(workspace.history().map((change) => change.to)).toEqual(['0.2.0', '0.3.0']);
  });
});

describe('pins set with a URL on another origin', () => {
  it('accepts a folder whose mf-manifest.json is served, and stores the URL', async () => {
    const cdn = await startCdn(publishedFiles('/remote-messages/1.4.0/'));
    try {
      const url = `${cdn.origin}/remote-messages/1.4.0/`;
      expect(await setPin(workspace.context, SHOP, `remote-messages@${url}`)).toBe(
        `${SHOP}: remote-messages 0.1.0 -> ${url} (a new file, copied from default.json)`,
      );
      expect(workspace.pinsOf(SHOP)).toEqual({ ...DEFAULT_PINS, 'remote-messages': url });
    } finally {
      await cdn.close();
    }
  });

  it('refuses a folder whose mf-manifest.json answers 404', async () => {
    const cdn = await startCdn({});
    try {
      const url = `${cdn.origin}/remote-messages/9.9.9/`;
      await expect(setPin(workspace.context, SHOP, `remote-messages@${url}`)).rejects.toThrow(
        `remote-messages@${url} is not published: ${url}mf-manifest.json answered 404`,
      );
      expect(existsSync(shopFile())).toBe(false);
    } finally {
      await cdn.close();
    }
  });

  it("refuses a version on another origin that the host's shared packages cannot satisfy", async () => {
    const needsReact20 = manifest([{ name: 'react', requiredVersion: '^20.0.0', singleton: true }]);
    const cdn = await startCdn({
      ...publishedFiles('/remote-messages/2.0.0/'),
      '/remote-messages/2.0.0/mf-manifest.json': needsReact20,
    });
    try {
      await expect(
        setPin(workspace.context, SHOP, `remote-messages@${cdn.origin}/remote-messages/2.0.0/`),
      ).rejects.toThrow('needs react ^20.0.0, the host provides 19.3.1');
    } finally {
      await cdn.close();
    }
  });

  it('gives up on an origin that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/remote-messages/1.0.0/`;
      await expect(
        setPin({ ...workspace.context, fetchTimeoutMs: 200 }, SHOP, `remote-messages@${url}`),
      ).rejects.toThrow(
        `remote-messages@${url} cannot be checked: ${url}mf-manifest.json failed (no answer within 0.2 s)`,
      );
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses plain http to anything but this machine, before fetching', async () => {
    const fetchSpy = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
    await expect(
      setPin({ ...workspace.context, fetch: fetchSpy }, SHOP, 'remote-messages@http://cdn.example/m/1/'),
    ).rejects.toThrow('must be an https URL (http only for localhost)');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('pins rollback', () => {
  it('restores the pin before the last change of that remote, and records the rollback', async () => {
    await setPin(workspace.context, SHOP, 'remote-cards@0.2.0');
    await setPin(workspace.context, SHOP, 'remote-auth@0.1.0');
    await setPin(workspace.context, SHOP, 'remote-cards@0.3.0');
    expect(await rollback(workspace.context, SHOP, 'remote-cards', { reason: 'export broken' })).toBe(
      `${SHOP}: remote-cards 0.3.0 -> 0.2.0`,
    );
    expect(workspace.pinsOf(SHOP)).toEqual({ ...DEFAULT_PINS, 'remote-cards': '0.2.0' });
    expect(workspace.history().at(-1)).toMatchObject({
      who: 'alice',
      remote: 'remote-cards',
      from: '0.3.0',
      to: '0.2.0',
      action: 'rollback',
      reason: 'export broken',
    });
  });

  it('undoes itself when run twice: a rollback is a change too', async () => {
    await setPin(workspace.context, SHOP, 'remote-cards@0.2.0');
    await rollback(workspace.context, SHOP, 'remote-cards');
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.1.0' });
    await rollback(workspace.context, SHOP, 'remote-cards');
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.2.0' });
  });

  it('refuses when that remote has no recorded change for that merchant', async () => {
    await setPin(workspace.context, 'other.example.com', 'remote-cards@0.2.0');
    await expect(rollback(workspace.context, SHOP, 'remote-cards')).rejects.toThrow(
      `${SHOP}: remote-cards has no recorded change to roll back`,
    );
    await expect(rollback(workspace.context, 'other.example.com', 'remote-auth')).rejects.toThrow(
      'other.example.com: remote-auth has no recorded change to roll back',
    );
  });

  it('refuses to go back to a version that is no longer published', async () => {
    workspace.publish('remote-cards', '0.4.0');
    await setPin(workspace.context, SHOP, 'remote-cards@0.4.0');
    await setPin(workspace.context, SHOP, 'remote-cards@0.2.0');
    rmSync(path.join(workspace.distDir, 'remote-cards', '0.4.0'), { recursive: true });
    await expect(rollback(workspace.context, SHOP, 'remote-cards')).rejects.toThrow(
      'remote-cards@0.4.0 is not published',
    );
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.2.0' });
  });

  it('refuses to compute a rollback from a history line it cannot read', async () => {
    await setPin(workspace.context, SHOP, 'remote-cards@0.2.0');
    writeFileSync(historyFile(), `${readFileSync(historyFile(), 'utf8')}{"at":\n`);
    await expect(rollback(workspace.context, SHOP, 'remote-cards')).rejects.toThrow(
      `${historyFile()} line 2 is not a change record; fix or remove that line`,
    );
  });
});

describe('a remote built against an older shared core', () => {
  // Built before the shared core moved exports it imports: it asks for the core as it was then.
  const OLD_SURFACE = [{ name: '@portal/shared', requiredVersion: '^0.0.9', singleton: true }];
  const REFUSAL = 'remote-cards@0.0.9 needs @portal/shared ^0.0.9, the host provides 0.1.0';
  beforeEach(() => workspace.publish('remote-cards', '0.0.9', OLD_SURFACE));

  it('is refused by set, canary and rollback, naming the package and both versions', async () => {
    await expect(setPin(workspace.context, SHOP, 'remote-cards@0.0.9')).rejects.toThrow(REFUSAL);
    await expect(startCanary(workspace.context, SHOP, 'remote-cards@0.0.9', '10')).rejects.toThrow(REFUSAL);
    await setPin(workspace.context, SHOP, 'remote-cards@0.0.9', { force: true });
    await setPin(workspace.context, SHOP, 'remote-cards@0.2.0');
    await expect(rollback(workspace.context, SHOP, 'remote-cards')).rejects.toThrow(REFUSAL);
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.2.0' });
  });

  it('is pinned only with --force, which the output and the history record', async () => {
    expect(await setPin(workspace.context, SHOP, 'remote-cards@0.0.9', { force: true, reason: 'hotfix' })).toBe(
      `${SHOP}: remote-cards 0.1.0 -> 0.0.9 (a new file, copied from default.json)\nforced, and recorded: ${REFUSAL}`,
    );
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.0.9' });
    expect(workspace.history().at(-1)).toMatchObject({ to: '0.0.9', action: 'set', reason: 'hotfix', forced: REFUSAL });
  });

  it('is still refused with --force when it is not published', async () => {
    await expect(setPin(workspace.context, SHOP, 'remote-cards@0.0.8', { force: true })).rejects.toThrow(
      'remote-cards@0.0.8 is not published',
    );
  });
});
