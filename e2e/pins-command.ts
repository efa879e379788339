// `pnpm -s pins …` typed at the repository root as ops do, on the stack's own pins and build, for
// tests that look at a refusal as closely as at a change: the exit status and both outputs.
import { execFile, execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_TOKEN, REPO_ROOT, STACK } from './stack';

export interface PinsOutcome {
  status: number;
  stdout: string;
  stderr: string;
}

/** What ops give `pnpm pins` for a pins folder of the tests, with the tests' build and operator key. */
function pinsEnv(pinsDir: string, more: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PINS_DIR: pinsDir,
    // Named relative to the root, as the default `dist` is.
    DIST_DIR: path.relative(REPO_ROOT, STACK.dist),
    PINS_USER: 'ops',
    ADMIN_TOKEN,
    ...more,
  };
}

/**
 * `pnpm -s pins …` on the pins in `pinsDir`; answers what it printed, and throws (the refusal in
 * the error's message) when it exits with an error.
 */
export function pinsOn(pinsDir: string, more: Record<string, string>, ...args: string[]): string {
  return execFileSync('pnpm', ['-s', 'pins', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: 'pipe',
    env: pinsEnv(pinsDir, more),
  });
}

/** `pnpm -s pins …` on the stack's own pins, as `pinsOn`. */
export const pins = (...args: string[]): string => pinsOn(STACK.pins, {}, ...args);

/** `pnpm -s pins …` on the stack's own pins, answering its exit status and both outputs. */
export function runPins(...args: string[]): Promise<PinsOutcome> {
  return new Promise((resolve, reject) => {
    execFile(
      'pnpm',
      ['-s', 'pins', ...args],
      { cwd: REPO_ROOT, env: pinsEnv(STACK.pins), encoding: 'utf8' },
      (error, stdout, stderr) => {
        const status = error ? error.code : 0;
        if (typeof status !== 'number') reject(error ?? new Error('pnpm pins did not run'));
        else resolve({ status, stdout, stderr });
      },
    );
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
