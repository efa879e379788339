// How the API and the web edge are started: the local start, the browser tests and the
// containers of docker-compose.yml all go through this one launcher.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, startChild } from './run.mjs';

/** Each service: its package folder, its entry file (run with tsx) and its default port. */
export const SERVICES = JSON.parse(readFileSync(path.join(ROOT, 'deploy', 'services.json'), 'utf8'));

export const DEFAULT_PORT = SERVICES.edge.port;
export const DEFAULT_API_PORT = SERVICES.api.port;

function tsxCli(dir) {
  return createRequire(path.join(ROOT, dir, 'package.json')).resolve('tsx/cli');
}

/** Starts one service as a child process with the given environment. */
export function startService(name, env, { quiet = false } = {}) {
  const { dir, entry } = SERVICES[name];
  return startChild(name, process.execPath, [tsxCli(dir), entry], {
    cwd: path.join(ROOT, dir),
    env: { ...process.env, ...env },
    quiet,
  });
}

/** Resolves when the child prints a line matching `pattern`; rejects if it exits first. */
export function waitForOutput(child, pattern, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no "${pattern}" within ${timeoutMs / 1000} s`)), timeoutMs);
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error('the service stopped before it was ready'));
    });
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

/** Stops children on Ctrl-C or SIGTERM, and exits when any of them dies. */
export function superviseChildren(children) {
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, 5_000);
    force.unref();
    Promise.all(
      children.map((child) => (child.exitCode !== null ? null : new Promise((r) => child.once('exit', r)))),
    ).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const child of children) {
    child.once('exit', (code, signal) => {
      if (!stopping) {
        console.error(`A service stopped unexpectedly (${code ?? signal}); stopping the others.`);
        stop(1);
      }
    });
  }
}
