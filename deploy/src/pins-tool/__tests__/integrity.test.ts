import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { abortCanary, promoteCanary, rollback, setPin, startCanary } from '../change-commands';
import { makeWorkspace, type Workspace } from './workspace';

let workspace: Workspace;
beforeEach(() => (workspace = makeWorkspace()));
afterEach(() => workspace.cleanup());

const SHOP = 'shop.example.com';

/** What a later change on the edge does to a published version's entry. */
function tamper(remote: string, version: string) {
  writeFileSync(path.join(workspace.distDir, remote, version, 'remoteEntry.js'), 'stealCookies()');
}

describe('the integrity the pins record', () => {
  it('is the SHA-384 of each new pin’s entry, kept for the pins in use only', async () => {
    const { context } = workspace;
    const first = workspace.entryHash('remote-cards', '0.2.0');
    await setPin(context, SHOP, 'remote-cards@0.2.0');
    expect(workspace.integrityOf(SHOP)).toEqual({ 'remote-cards': { '0.2.0': first } });
    await setPin(context, SHOP, 'remote-auth@0.1.0');
    await setPin(context, SHOP, 'remote-cards@0.3.0');
    expect(workspace.integrityOf(SHOP)).toEqual({
      'remote-cards': { '0.3.0': workspace.entryHash('remote-cards', '0.3.0') },
    });
    expect(readFileSync(path.join(workspace.pinsDir, `${SHOP}.json`), 'utf8')).toContain('"integrity": {');
  });

  it('covers both pins of a canary, and promote and abort keep what was recorded', async () => {
    const { context } = workspace;
    await setPin(context, SHOP, 'remote-cards@0.2.0');
    await startCanary(context, SHOP, 'remote-cards@0.3.0', '10');
    const recorded = {
      '0.2.0': workspace.entryHash('remote-cards', '0.2.0'),
      '0.3.0': workspace.entryHash('remote-cards', '0.3.0'),
    };
    expect(workspace.integrityOf(SHOP)).toEqual({ 'remote-cards': recorded });
    // The canary's file changes after it was pinned: promoting it must not record the new file.
    tamper('remote-cards', '0.3.0');
    await promoteCanary(context, SHOP, 'remote-cards');
    expect(workspace.integrityOf(SHOP)).toEqual({ 'remote-cards': { '0.3.0': recorded['0.3.0'] } });

    await startCanary(context, SHOP, 'remote-cards@0.2.0', '10');
    await abortCanary(context, SHOP, 'remote-cards');
    expect(workspace.integrityOf(SHOP)).toEqual({ 'remote-cards': { '0.3.0': recorded['0.3.0'] } });
  });

  it('refuses a version whose entry changed since it was pinned, naming both hashes, unless forced', async () => {
    const { context } = workspace;
    await startCanary(context, SHOP, 'remote-cards@0.2.0', '10');
    const pinned = workspace.entryHash('remote-cards', '0.2.0');
    const before = readFileSync(path.join(workspace.pinsDir, `${SHOP}.json`), 'utf8');
    tamper('remote-cards', '0.2.0');
    const now = workspace.entryHash('remote-cards', '0.2.0');

    await expect(setPin(context, SHOP, 'remote-cards@0.2.0')).rejects.toThrow(
      `remote-cards@0.2.0's remoteEntry.js changed since it was pinned (${pinned}, now ${now})`,
    );
    expect(readFileSync(path.join(workspace.pinsDir, `${SHOP}.json`), 'utf8')).toBe(before);

    const output = await setPin(context, SHOP, 'remote-cards@0.2.0', { force: true });
    expect(output).toContain(`forced, and recorded: remote-cards@0.2.0's remoteEntry.js changed since it was pinned`);
    expect(workspace.integrityOf(SHOP)).toEqual({ 'remote-cards': { '0.2.0': now } });
    expect(workspace.history().at(-1)).toMatchObject({ action: 'set', forced: expect.stringContaining(now) });
  });

  it('is recorded afresh for the pin a rollback returns to', async () => {
    const { context } = workspace;
    await setPin(context, SHOP, 'remote-cards@0.2.0');
    await rollback(context, SHOP, 'remote-cards');
    expect(workspace.pinsOf(SHOP)).toMatchObject({ 'remote-cards': '0.1.0' });
    expect(workspace.integrityOf(SHOP)).toEqual({
      'remote-cards': { '0.1.0': workspace.entryHash('remote-cards', '0.1.0') },
    });
  });

  it('refuses a version whose entry is missing', async () => {
    const missing = path.join(workspace.distDir, 'remote-cards', '0.2.0', 'remoteEntry.js');
    rmSync(missing);
    await expect(setPin(workspace.context, SHOP, 'remote-cards@0.2.0')).rejects.toThrow(
      `remote-cards@0.2.0 is not published: ${missing} is missing`,
    );
  });

  it('is left out when told, for a checkout’s own builds, and the output says the entry loads unchecked', async () => {
    const { context } = workspace;
    await setPin(context, SHOP, 'remote-cards@0.2.0');
    const output = await setPin(context, SHOP, 'remote-cards@0.3.0', { withoutIntegrity: true });
    expect(output).toContain("no integrity recorded: remote-cards's entry loads unchecked");
    expect(workspace.integrityOf(SHOP)).toBeUndefined();
  });
});
