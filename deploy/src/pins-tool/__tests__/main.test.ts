import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type CliIo, main } from '../main';
import { makeWorkspace, type Workspace } from './workspace';

let workspace: Workspace;
beforeEach(() => (workspace = makeWorkspace()));
afterEach(() => workspace.cleanup());

/** Runs a command line with the workspace's folders in the environment, collecting what it prints. */
async function runPins(argv: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    env: { PINS_DIR: workspace.pinsDir, DIST_DIR: workspace.distDir, PINS_USER: 'carol', ...env },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    fetch,
    now: () => new Date('2025-05-01T12:00:00Z'),
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

describe('pnpm pins', () => {
  it('exits 1 with a one-line message on a refused change, and changes nothing', async () => {
    const result = await runPins(['set', 'shop.example.com', 'remote-cards@2.0.0']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'pins: remote-cards@2.0.0 needs react ^20.0.0, the host provides 19.3.1\n',
    });
    expect(existsSync(path.join(workspace.pinsDir, 'shop.example.com.json'))).toBe(false);
  });

  it('makes a change with the folders and the user from the environment', async () => {
    const result = await runPins(['set', 'shop.example.com', 'remote-cards@0.2.0', '--reason', 'ticket 42']);
    expect(result).toEqual({
      code: 0,
      stdout: 'shop.example.com: remote-cards 0.1.0 -> 0.2.0 (a new file, copied from default.json)\n',
      stderr: '',
    });
    expect(workspace.history()).toEqual([
      expect.objectContaining({ at: '2025-05-01T12:00:00.000Z', who: 'carol', reason: 'ticket 42' }),
    ]);
  });

  it('takes --pins, --dist and --who over the environment', async () => {
    const result = await runPins(
      ['canary', 'shop.example.com', 'remote-cards@0.2.0', '--percent', '20'].concat([
        '--pins',
        workspace.pinsDir,
        '--dist',
        workspace.distDir,
        '--who',
        'dave',
      ]),
      { PINS_DIR: '/nonexistent/pins', DIST_DIR: '/nonexistent/dist' },
    );
    expect(result.code).toBe(0);
    expect(workspace.history()[0]).toMatchObject({ who: 'dave', action: 'canary' });
  });

  it('overrides the version rules only when told --force, and records it', async () => {
    const refused = await runPins(['set', 'shop.example.com', 'remote-cards@2.0.0']);
    expect(refused.code).toBe(1);
    const forced = await runPins(['set', 'shop.example.com', 'remote-cards@2.0.0', '--force']);
    expect(forced).toEqual({
      code: 0,
      stdout:
        'shop.example.com: remote-cards 0.1.0 -> 2.0.0 (a new file, copied from default.json)\n' +
        'forced, and recorded: remote-cards@2.0.0 needs react ^20.0.0, the host provides 19.3.1\n',
      stderr: '',
    });
    expect(workspace.history()).toEqual([expect.objectContaining({ who: 'carol', forced: expect.any(String) })]);
  });

  it('exits 2 and shows the usage for a command line it does not understand', async () => {
    const misplaced = [
      ['list', '--force'],
      ['promote', 'default', 'remote-cards', '--force'],
      ['canary', 'default', 'remote-cards@0.2.0', '--percent', '5', '--without-integrity'],
    ];
    for (const argv of [
      [],
      ['bogus'],
      ['set', 'shop.example.com'],
      ['list', '--percent', '5'],
      ['list', '--nope'],
      ...misplaced,
    ]) {
      const result = await runPins(argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: pnpm pins <command>');
    }
  });

  it('prints the usage for --help', async () => {
    const result = await runPins(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: pnpm pins <command> \[options\]\n/);
    for (const command of ['list', 'set', 'canary', 'promote', 'abort', 'rollback', 'history', 'diff']) {
      expect(result.stdout).toContain(`  ${command} `);
    }
  });

  it('runs as a process: the exit code and the one line reach the shell', () => {
    const tsx = require.resolve('tsx/cli');
    const child = spawnSync(
      process.execPath,
      [tsx, path.join(__dirname, '..', 'main.ts'), 'rollback', 'default', 'remote-auth'],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, PINS_DIR: workspace.pinsDir, DIST_DIR: workspace.distDir, PINS_USER: 'erin' },
      },
    );
    expect(child.status).toBe(1);
    expect(child.stdout).toBe('');
    expect(child.stderr).toBe('pins: default: remote-auth has no recorded change to roll back\n');
  }, 20_000);
});
