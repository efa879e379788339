// How the API and the web edge are started: the local start, the browser tests and the
// containers of docker-compose.yml all go through this one launcher (supervisor.mjs keeps them up).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, startChild } from './run.mjs';

/**
 * Each service: its package folder, its entry file and its default port. A `.js` entry is the
 * service's build (the API: api/dist/main.js, made by `pnpm build`), run by plain Node; a `.ts`
 * entry (the Node edge) runs its TypeScript through tsx.
 */
export const SERVICES = JSON.parse(readFileSync(path.join(ROOT, 'deploy', 'services.json'), 'utf8'));

export const DEFAULT_PORT = SERVICES.edge.port;
export const DEFAULT_API_PORT = SERVICES.api.port;

/** tsx's loader, as the package resolves it: imported by Node itself, so a service is one process. */
function tsxLoader(dir) {
  return pathToFileURL(createRequire(path.join(ROOT, dir, 'package.json')).resolve('tsx')).href;
}

/**
 * Starts one service as a child process with the given environment (`label` prefixes its output).
 * It runs in that one process (not under tsx's CLI, which starts another), so a signal or a kill
 * reaches the service itself and never leaves an orphan holding its port.
 */
export function startService(name, env, { quiet = false, label = name } = {}) {
  const { args, cwd } = serviceCommand(name);
  return startChild(label, process.execPath, args, { cwd, env: { ...process.env, ...env }, quiet });
}

/**
 * Node's arguments for a service, and the folder it runs in: built JavaScript with its source maps
 * (stack traces name the TypeScript lines), or TypeScript through tsx.
 */
export function serviceCommand(name) {
  const { dir, entry } = SERVICES[name];
  const cwd = path.join(ROOT, dir);
  if (entry.endsWith('.ts')) return { args: ['--import', tsxLoader(dir), entry], cwd };
  if (!existsSync(path.join(cwd, entry))) {
    throw new Error(`${path.join(dir, entry)} is missing: run \`pnpm build\` first (\`npm start\` builds it).`);
  }
  return { args: ['--enable-source-maps', entry], cwd };
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
