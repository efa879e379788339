// A second portal started by `npm run serve`'s own launcher, for the tests of what its supervisor
// does when a service dies: its own ports and database, the repository's build and pins (read only).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processListeningOn } from './process-tree';
import { REPO_ROOT, STACK } from './stack';

export interface SupervisedStack {
  origin: string;
  /** Everything the launcher and its services printed so far. */
  output(): string;
  /** The API's own process (below the launcher and its TypeScript runner), while one listens. */
  apiProcess(): number | undefined;
  /** The launcher's exit code, once it has ended. */
  exited: Promise<number | null>;
  /** Sends the launcher `signal`, as Ctrl-C or a service manager would, and waits for its end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startSupervisedStack(): SupervisedStack {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'supervised-stack-'));
  const origin = `http://127.0.0.1:${STACK.supervisedPort}`;
  const launcher = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(STACK.supervisedPort),
      API_PORT: String(STACK.supervisedApiPort),
      API_URL: `http://127.0.0.1:${STACK.supervisedApiPort}`,
      PORTAL_ORIGIN: origin,
      DATA_DIR: dataDir,
    },
    // Its own process group: the clean-up can end whatever a failed test leaves of it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill(signal);
    const forced = setTimeout(() => process.kill(-launcher.pid!, 'SIGKILL'), 20_000);
    const code = await exited;
    clearTimeout(forced);
    return code;
  };

  return {
    origin,
    output: () => output,
    apiProcess: () => processListeningOn(launcher.pid!, STACK.supervisedApiPort),
    exited,
    stop,
  };
}
