import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { abortCanary, setPin, startCanary } from '../change-commands';
import { diffPins, listPins, showHistory } from '../show-commands';
import { makeWorkspace, type Workspace } from './workspace';

let workspace: Workspace;
beforeEach(() => (workspace = makeWorkspace()));
afterEach(() => workspace.cleanup());

const URL_PIN = 'https://cdn.team.example/remote-messages/1.4.0/';

/** Two merchants besides default: one with a canary, one pinned to a team's CDN. */
function twoMerchants() {
  const write = (merchant: string, pins: object) =>
    writeFileSync(path.join(workspace.pinsDir, `${merchant}.json`), JSON.stringify(pins));
  write('shop.example.com', {
    'remote-auth': '0.1.0',
    'remote-cards': { stable: '0.1.0', canary: '0.2.0', percent: 20 },
    'remote-messages': '0.1.0',
  });
  write('acme.example.org', { 'remote-auth': '0.1.0', 'remote-cards': '0.1.0', 'remote-messages': URL_PIN });
}

describe('pins list', () => {
  it('shows every merchant file and its pins in a table, default first', async () => {
    twoMerchants();
    writeFileSync(path.join(workspace.pinsDir, 'history.jsonl'), '');
    expect((await listPins(workspace.context)).split('\n')).toEqual([
      'merchant          remote-auth  remote-cards                 remote-messages',
      'default           0.1.0        0.1.0                        0.1.0',
      `acme.example.org  0.1.0        0.1.0                        ${URL_PIN}`,
      'shop.example.com  0.1.0        0.1.0 + canary 0.2.0 at 20%  0.1.0',
    ]);
  });

  it("shows one merchant's pins, and says when it falls back to default", async () => {
    twoMerchants();
    expect(await listPins(workspace.context, 'shop.example.com')).toBe(
      [
        'shop.example.com',
        '  remote-auth      0.1.0',
        '  remote-cards     0.1.0 + canary 0.2.0 at 20%',
        '  remote-messages  0.1.0',
      ].join('\n'),
    );
    expect((await listPins(workspace.context, 'new.example.com')).split('\n')[0]).toBe(
      'new.example.com (no file of its own: it gets default.json)',
    );
  });

  it('names the file and the remote when a file is malformed', async () => {
    writeFileSync(path.join(workspace.pinsDir, 'bad.example.com.json'), '{"remote-auth":"0.1.0"}');
    await expect(listPins(workspace.context)).rejects.toThrow(
      `${path.join(workspace.pinsDir, 'bad.example.com.json')}: remote-cards is missing; every remote needs a pin`,
    );
  });
});

describe('pins diff', () => {
  it('shows the remotes whose pins differ, side by side', async () => {
    twoMerchants();
    expect((await diffPins(workspace.context, 'shop.example.com', 'acme.example.org')).split('\n')).toEqual([
      'remote           shop.example.com             acme.example.org',
      `remote-cards     0.1.0 + canary 0.2.0 at 20%  0.1.0`,
      `remote-messages  0.1.0                        ${URL_PIN}`,
    ]);
  });

  it('says when two merchants pin the same versions, and which one gets default', async () => {
    expect(await diffPins(workspace.context, 'new.example.com', 'default')).toBe(
      'new.example.com and default pin the same versions.',
    );
    twoMerchants();
    expect((await diffPins(workspace.context, 'new.example.com', 'acme.example.org')).split('\n')[0]).toMatch(
      /^remote +new\.example\.com \(default\) +acme\.example\.org$/,
    );
  });
});

describe('pins history', () => {
  it("lists one merchant's changes, oldest first, with who, from, to and why", async () => {
    await setPin(workspace.context, 'shop.example.com', 'remote-cards@0.2.0');
    await setPin(workspace.context, 'other.example.com', 'remote-cards@0.3.0');
    await startCanary({ ...workspace.context, who: 'bob' }, 'shop.example.com', 'remote-cards@0.3.0', '10');
    await abortCanary({ ...workspace.context, who: 'watcher' }, 'shop.example.com', 'remote-cards', {
      reason: 'errors\nup 4%',
    });
    expect((await showHistory(workspace.context, 'shop.example.com')).split('\n')).toEqual([
      'when                      who      remote        from                         to                           action  why',
      '2025-05-01T10:00:00.000Z  alice    remote-cards  0.1.0                        0.2.0                        set',
      '2025-05-01T10:02:00.000Z  bob      remote-cards  0.2.0                        0.2.0 + canary 0.3.0 at 10%  canary',
      '2025-05-01T10:03:00.000Z  watcher  remote-cards  0.2.0 + canary 0.3.0 at 10%  0.2.0                        abort   errors up 4%',
    ]);
  });

  it('shows a change forced over the version rules as such, with the refusal it overrode', async () => {
    workspace.publish('remote-cards', '0.0.9', [{ name: '@portal/shared', requiredVersion: '^0.0.9' }]);
    await setPin(workspace.context, 'shop.example.com', 'remote-cards@0.0.9', { force: true, reason: 'hotfix' });
    expect((await showHistory(workspace.context, 'shop.example.com')).split('\n')[1]).toBe(
      '2025-05-01T10:00:00.000Z  alice  remote-cards  0.1.0  0.0.9  set --force  ' +
        'hotfix; forced over: remote-cards@0.0.9 needs @portal/shared ^0.0.9, the host provides 0.1.0',
    );
  });

  it('says when nothing was recorded', async () => {
    expect(await showHistory(workspace.context, 'shop.example.com')).toBe('No changes recorded for shop.example.com.');
  });
});
