// Small process helpers shared by the start, build and test commands.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command in the foreground; throws with its name when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`\`${[command, ...args].join(' ')}\` failed (exit ${result.status ?? result.signal})`);
  }
}

/**
 * Runs a command in the background and resolves, once it ends, to whether it passed and everything it
 * printed (stdout and stderr in order), so commands run side by side can be shown one after another.
 */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => resolve({ passed: false, output: `${error.message}\n` }));
    child.once('close', (code, signal) => {
      const text = Buffer.concat(output).toString('utf8');
      const failure = code === 0 ? '' : `\`${[command, ...args].join(' ')}\` failed (exit ${code ?? signal})\n`;
      resolve({ passed: code === 0, output: text + failure });
    });
  });
}

/** Runs a command in the background with its output shown as it comes; resolves to whether it passed. */
export function runStreamed(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.once('error', (error) => {
      console.error(error.message);
      resolve(false);
    });
    child.once('close', (code, signal) => {
      if (code !== 0) console.error(`\`${[command, ...args].join(' ')}\` failed (exit ${code ?? signal})`);
      resolve(code === 0);
    });
  });
}

const NICE = '/usr/bin/nice';

/** The command run at a lower CPU priority (niceness 10), where `nice` exists. */
export const niced = (command) => (existsSync(NICE) ? [NICE, '-n', '10', ...command] : command);

/** Runs a command quietly and returns its trimmed output, or null when it cannot run. */
export function capture(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', ...options });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Starts a long-running child whose output is prefixed with its name. */
export function startChild(name, command, args, { quiet = false, ...options } = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'], ...options });
  const prefix = (stream, target) => {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
  };
  if (!quiet) prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Seconds since `start`, for the timings the commands print. */
export function elapsed(start) {
  return `${((Date.now() - start) / 1000).toFixed(1)} s`;
}
