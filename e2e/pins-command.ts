// The pins tool as ops type it (`pnpm -s pins …`), on the stack's own pins and build, for tests that
// look at a refusal as closely as at a change: the exit status and both outputs. The tool's `main`
// runs in this process, given the arguments, environment and outputs its command line would give it
// (deploy/src/pins-tool/main.ts); the tool's jest tests run that command line itself. Starting pnpm
// and tsx for each of the suite's calls cost 2 CPU-seconds a call.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { main } from '../deploy/src/pins-tool/main';
import { ADMIN_TOKEN, STACK } from './stack';

export interface PinsOutcome {
  status: number;
  stdout: string;
  stderr: string;
}

/** What ops give `pnpm pins` for a pins folder of the tests, with the tests' build and operator key. */
function pinsEnv(pinsDir: string, more: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, PINS_DIR: pinsDir, DIST_DIR: STACK.dist, PINS_USER: 'ops', ADMIN_TOKEN, ...more };
}

/** `pnpm -s pins …` on the pins in `pinsDir`, answering its exit status and both outputs. */
async function runPinsOn(pinsDir: string, more: Record<string, string>, ...args: string[]): Promise<PinsOutcome> {
  let stdout = '';
  let stderr = '';
  const status = await main(args, {
    env: pinsEnv(pinsDir, more),
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    fetch,
    now: () => new Date(),
  });
  return { status, stdout, stderr };
}

/**
 * `pnpm -s pins …` on the pins in `pinsDir`; answers what it printed, and throws (the refusal in
 * the error's message) when it exits with an error.
 */
export async function pinsOn(pinsDir: string, more: Record<string, string>, ...args: string[]): Promise<string> {
  const { status, stdout, stderr } = await runPinsOn(pinsDir, more, ...args);
  if (status !== 0) throw new Error(`pnpm -s pins ${args.join(' ')} exited with ${status}: ${stderr}`);
  return stdout;
}

/** `pnpm -s pins …` on the stack's own pins, as `pinsOn`. */
export const pins = (...args: string[]): Promise<string> => pinsOn(STACK.pins, {}, ...args);

/** `pnpm -s pins …` on the stack's own pins, answering its exit status and both outputs. */
export const runPins = (...args: string[]): Promise<PinsOutcome> => runPinsOn(STACK.pins, {}, ...args);

/** Every file of the stack's pins folder as it is now: the pins files, the history and the CSP map. */
export function pinsFolder(): Map<string, string> {
  return new Map(readdirSync(STACK.pins).map((name) => [name, readFileSync(path.join(STACK.pins, name), 'utf8')]));
}

/** Puts the stack's pins folder back as `pinsFolder()` saw it. */
export function restorePinsFolder(saved: Map<string, string>) {
  for (const name of readdirSync(STACK.pins)) if (!saved.has(name)) rmSync(path.join(STACK.pins, name));
  for (const [name, text] of saved) writeFileSync(path.join(STACK.pins, name), text);
}
