// `pnpm -s pins …` typed at the repository root as ops do, on the stack's own pins and build, for
// tests that look at a refusal as closely as at a change: the exit status and both outputs.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, STACK } from './stack';

export interface PinsOutcome {
  status: number;
  stdout: string;
  stderr: string;
}

export function runPins(...args: string[]): Promise<PinsOutcome> {
  const env = {
    ...process.env,
    PINS_DIR: STACK.pins,
    // Named relative to the root, as the default `dist` is.
    DIST_DIR: path.relative(REPO_ROOT, STACK.dist),
    PINS_USER: 'ops',
  };
  return new Promise((resolve, reject) => {
    execFile('pnpm', ['-s', 'pins', ...args], { cwd: REPO_ROOT, env, encoding: 'utf8' }, (error, stdout, stderr) => {
      const status = error ? error.code : 0;
      if (typeof status !== 'number') reject(error ?? new Error('pnpm pins did not run'));
      else resolve({ status, stdout, stderr });
    });
  });
}

/** Every file of the stack's pins folder as it is now: the pins files, the history and the CSP map. */
export function pinsFolder(): Map<string, string> {
  return new Map(readdirSync(STACK.pins).map((name) => [name, readFileSync(path.join(STACK.pins, name), 'utf8')]));
}

/** Puts the stack's pins folder back as `pinsFolder()` saw it. */
export function restorePinsFolder(saved: Map<string, string>) {
  for (const name of readdirSync(STACK.pins)) if (!saved.has(name)) rmSync(path.join(STACK.pins, name));
  for (const [name, text] of saved) writeFileSync(path.join(STACK.pins, name), text);
}
