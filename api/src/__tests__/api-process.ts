import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..', '..');

/** A TCP port of 127.0.0.1 that nothing listens on now (the system's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the process has exited (at once if it has). */
export const stopped = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

export interface ApiProcess {
  child: ChildProcess;
  origin: string;
}

/**
 * The real server (src/main.ts) in a process of its own, as `npm start` runs it, in sandbox mode with
 * `env` over the defaults (DATA_DIR, DATABASE_URL…); resolves once /api/health answers, however long
 * tsx takes on a busy machine (the calling test's timeout is the guard), unless it stops first.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, API_PORT: String(port), API_MODE: 'sandbox', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('The API stopped before it answered');
    const answered = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { child, origin };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A call to a running API process, answered as its envelope. */
export async function call(
  origin: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}
