// The bench command: runs every benchmark of scripts/lib/benchmarks.mjs (or those whose names hold
// one of the words given), the browser ones as one Playwright run, then the others one after another;
// shows what each prints as it goes, then a table of every figure with its mark. It fails when a
// benchmark fails or does not print a figure it promises; a missed target is shown, not a failure.
// BENCH_TINY=1 runs each on tiny data, quickly: the test command does, so that none can rot (its
// figures then mean nothing).
import { spawn } from 'node:child_process';
import { BENCHMARKS } from './lib/benchmarks.mjs';
import { figuresIn } from './lib/bench-figures.mjs';
import { runBrowserBenchmarks } from './lib/browser-benchmarks.mjs';
import { ROOT, elapsed } from './lib/run.mjs';

const KIND = '--kind=';
const args = process.argv.slice(2);
/** `--kind=browser` or `--kind=api` runs the benchmarks of that kind only (see benchmarks.mjs). */
const kind = args.find((arg) => arg.startsWith(KIND))?.slice(KIND.length);
const words = args.filter((arg) => !arg.startsWith(KIND)).map((word) => word.toLowerCase());
const chosen = BENCHMARKS.filter(
  (benchmark) =>
    (kind === undefined || benchmark.kind === kind) &&
    (words.length === 0 || words.some((word) => benchmark.name.toLowerCase().includes(word))),
);
if (chosen.length === 0) {
  const asked = [kind && `of kind ${kind}`, words.length > 0 && `named like ${words.join(' or ')}`].filter(Boolean);
  console.error(`No benchmark is ${asked.join(' and ')}: ${BENCHMARKS.map(({ name }) => name).join(', ')}.`);
  process.exit(1);
}

/** Runs `command` (with `env` added), its output shown as it comes; resolves to its exit code and everything it printed. */
function runShown([command, ...args], env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    for (const [stream, shown] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      stream.on('data', (chunk) => {
        output.push(chunk);
        shown.write(chunk);
      });
    child.once('error', (error) => resolve({ code: error.message, output: '' }));
    child.once('close', (code, signal) => resolve({ code: code ?? signal, output: Buffer.concat(output).toString() }));
  });
}

const tiny = process.env.BENCH_TINY === '1';
const start = Date.now();
/** One row per figure, and one per failure: `{ benchmark, mark, figure }`. */
const rows = [];
let failures = 0;

/**
 * Adds the figures `benchmark` printed to the table, and counts it failed when it failed (`failure`
 * says why) or left one out.
 */
function judge({ name, figures }, { failure, output }) {
  const promised = typeof figures === 'function' ? figures(tiny) : figures;
  const printed = figuresIn(output);
  for (const { text, met } of printed) rows.push({ benchmark: name, mark: met ? 'met' : 'MISSED', figure: text });
  const missing = promised.filter((part) => !printed.some(({ text }) => text.includes(part)));
  for (const part of missing) rows.push({ benchmark: name, mark: 'ABSENT', figure: `${part}: not printed` });
  if (failure) rows.push({ benchmark: name, mark: 'FAILED', figure: failure });
  if (failure || missing.length > 0) failures += 1;
  return `${failure ? 'FAILED' : 'done'}, ${printed.length} figures`;
}

const browser = chosen.filter(({ kind }) => kind === 'browser');
if (browser.length > 0) {
  const names = browser.map(({ name }) => name).join(', ');
  console.log(
    `\n━━ ${names}${tiny ? ' (tiny)' : ''}: one Playwright run of ${browser.map(({ file }) => file).join(' ')}`,
  );
  const benchStart = Date.now();
  const results = await runBrowserBenchmarks(browser, runShown);
  const outcomes = browser.map((benchmark, at) => `${benchmark.name} ${judge(benchmark, results[at])}`);
  console.log(`━━ in ${elapsed(benchStart)}: ${outcomes.join('; ')}`);
}
for (const benchmark of chosen.filter(({ kind }) => kind !== 'browser')) {
  console.log(`\n━━ ${benchmark.name}${tiny ? ' (tiny)' : ''}: ${benchmark.command.join(' ')}`);
  const benchStart = Date.now();
  const { code, output } = await runShown(benchmark.command);
  const outcome = judge(benchmark, { failure: code === 0 ? null : `exited with ${code}`, output });
  console.log(`━━ ${benchmark.name}: ${outcome} in ${elapsed(benchStart)}`);
}

const width = (key) => Math.max(key.length, ...rows.map((row) => row[key].length));
const line = (row) => `${row.benchmark.padEnd(width('benchmark'))}  ${row.mark.padEnd(width('mark'))}  ${row.figure}`;
console.log(`\nEvery figure${tiny ? ' (tiny data: the figures mean nothing)' : ''}:\n`);
console.log(line({ benchmark: 'benchmark', mark: 'mark', figure: 'figure' }));
for (const row of rows) console.log(line(row));
const met = rows.filter(({ mark }) => mark === 'met').length;
const missed = rows.filter(({ mark }) => mark === 'MISSED').length;
console.log(
  `\n${chosen.length} benchmark${chosen.length === 1 ? '' : 's'} in ${elapsed(start)}: ${met} targets met, ${missed} missed` +
    (failures ? `; ${failures} of them failed or left out a figure` : ''),
);
process.exit(failures === 0 ? 0 : 1);
