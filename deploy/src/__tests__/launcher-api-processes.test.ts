// The launcher of `npm start` and `npm run serve` with several API processes (scripts/lib/api-processes.mjs).

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../nginx/__tests__/nginx-process';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The launcher with `args` and `env` (DATABASE_URL, API_PROCESSES and API_URL only as given here). */
function launch(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _url, API_PROCESSES: _count, API_URL: _api, ...inherited } = process.env;
  const child = spawn(process.execPath, ['scripts/serve.mjs', ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

/** Resolves once the output matches; the test's own timeout is the guard. */
async function printed(output: () => string, pattern: RegExp, child: ChildProcess): Promise<string> {
  while (!pattern.test(output())) {
    if (child.exitCode !== null) throw new Error(`The launcher ended: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return pattern.exec(output())?.[0] ?? '';
}

describe('the launcher with several API processes', () => {
  it.each([
    ['API_PROCESSES=3', [], { API_PROCESSES: '3' }],
    ['--api-processes 3', ['--api-processes', '3'], {}],
  ])('refuses %s without DATABASE_URL, in one sentence, starting nothing', async (_name, args, env) => {
    const launcher = launch(args, env);
    expect(await launcher.exited).toBe(2);
    expect(launcher.output().trim()).toBe(
      '3 API processes need one PostgreSQL database for all of them: set DATABASE_URL (on SQLite only one ' +
        'process may hold the data file, so leave API_PROCESSES unset).',
    );
  });

  it('gives the edge every API process, on consecutive ports from API_PORT', async () => {
    const [port, apiPort] = [await freePort(), await freePort()];
    const launcher = launch(['--service', 'edge'], {
      API_PROCESSES: '3',
      DATABASE_URL: 'postgres://portal:portal@127.0.0.1:5432/portal',
      PORT: String(port),
      API_PORT: String(apiPort),
    });
    try {
      const line = await printed(launcher.output, /edge: http:\/\/\S+ \(api [^)]*\)/, launcher.child);
      expect(line).toBe(
        `edge: http://127.0.0.1:${port} (api ${[0, 1, 2].map((i) => `127.0.0.1:${apiPort + i}`).join(', ')})`,
      );
    } finally {
      launcher.child.kill('SIGTERM');
      await launcher.exited;
    }
  });
});
