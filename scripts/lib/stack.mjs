// How the API and the web edge are started: the local start, the browser tests and the
// containers of docker-compose.yml all go through this one launcher (supervisor.mjs keeps them up).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, startChild } from './run.mjs';

/** Each service: its package folder, its entry file (run with tsx) and its default port. */
export const SERVICES = JSON.parse(readFileSync(path.join(ROOT, 'deploy', 'services.json'), 'utf8'));

export const DEFAULT_PORT = SERVICES.edge.port;
export const DEFAULT_API_PORT = SERVICES.api.port;

/** tsx's loader, as the package resolves it: imported by Node itself, so a service is one process. */
function tsxLoader(dir) {
  return pathToFileURL(createRequire(path.join(ROOT, dir, 'package.json')).resolve('tsx')).href;
}

/**
 * Starts one service as a child process with the given environment. It runs in that one process
 * (not under tsx's CLI, which starts another), so a signal or a kill reaches the service itself and
 * never leaves an orphan holding its port.
 */
export function startService(name, env, { quiet = false } = {}) {
  const { dir, entry } = SERVICES[name];
  return startChild(name, process.execPath, ['--import', tsxLoader(dir), entry], {
    cwd: path.join(ROOT, dir),
    env: { ...process.env, ...env },
    quiet,
  });
}

/** Resolves once `url` answers 200, or rejects after `timeoutMs`. */
export async function waitForOk(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
