// `pnpm pins <command>`: the ops tool that pins remote versions per merchant (deploy/README.md).

import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FileWriter } from '../atomic-write';
import { abortCanary, promoteCanary, rollback, setPin, startCanary } from './change-commands';
import type { PinsContext } from './context';
import type { Fetch } from './published';
import { Refusal } from './refusal';
import { diffPins, listPins, showHistory } from './show-commands';
import { type RemoteBuild, shipRemote } from './ship';
import { WATCH_DEFAULTS, watchLoop, watchOnce } from './watch';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export const USAGE = `Usage: pnpm pins <command> [options]

Commands (a merchant is its host name, like shop.example.com, or default):
  list [merchant]                                 every merchant's pins, or one merchant's
  set <merchant> <remote>@<version|url>           pin one remote (a canary on it goes too)
  canary <merchant> <remote>@<version|url> --percent N
                                                  send N% (1-99) of customers to a new pin
  promote <merchant> <remote>                     the canary becomes the pin
  abort <merchant> <remote>                       drop the canary, keep the stable pin
  rollback <merchant> <remote>                    back to the pin before the last change
  history <merchant>                              every change, oldest first
  diff <merchant> <merchant>                      the remotes pinned differently
  ship <remote> <version> [--merchant M [--percent N]] [--origin URL [--out DIR]]
                                                  build a remote at a new version, publish it on
                                                  this edge (or for another origin) and pin it
  watch [--once]                                  abort every canary whose failure rate passes
                                                  its stable version's by more than the threshold
                                                  (reads the API's page-view counts)

Options:
  --pins <dir>     pins files and history.jsonl (env PINS_DIR, else deploy/pins)
  --dist <dir>     the build: host/ and <remote>/<version>/ (env DIST_DIR, else dist)
  --who <name>     who makes the change (env PINS_USER, else your user name)
  --reason <text>  why, recorded in the history with the change
  --force          set, canary, rollback, ship: pin a version whose shared packages the
                   host cannot satisfy, or whose entry changed since it was pinned, anyway;
                   the history records what was overridden
  --without-integrity
                   set: record no SHA-384 of the entry, which then loads unchecked (for a
                   checkout's own builds, which every machine rebuilds)
  --merchant <m>   ship: pin the new version for this merchant (a canary with --percent)
  --origin <url>   ship: publish on another origin; --out DIR is where the files go (dist-publish)
  --api <url>      watch: the API (env PINS_API_URL, else http://127.0.0.1:4000)
  --threshold <%>  watch: abort when the canary's failed page views pass stable's by
                   more than these percentage points (default 5)
  --min-views <n>  watch: judge a canary after this many page views of it (default 20)
  --window <min>   watch: judge the page views of the last this many minutes (default 30)
  --every <s>      watch: seconds between looks (default 60); --once looks once
  --help           this text

Environment:
  PINS_RELOAD      the command that reloads nginx when its CSP map changes (like "nginx -s reload")
  ADMIN_TOKEN      the API's operator key, for watch`;

/** What the process gives the tool; a test gives its own. */
export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  fetch: Fetch;
  now: () => Date;
  writeFile?: FileWriter;
  /** Builds a remote for `ship`; the remote's webpack build when not given. */
  build?: RemoteBuild;
  /** Stops `watch` (Ctrl-C). */
  signal?: AbortSignal;
}

/** A command line the tool does not understand (exit code 2, unlike a refused change). */
class UsageError extends Error {}

const CHANGES = new Set(['set', 'canary', 'promote', 'abort', 'rollback', 'ship']);
/** The changes that check a version against the host, which `--force` may override. */
const FORCEABLE = new Set(['set', 'canary', 'rollback', 'ship']);
const ARITY: Record<string, [min: number, max: number]> = {
  list: [0, 1],
  set: [2, 2],
  canary: [2, 2],
  promote: [2, 2],
  abort: [2, 2],
  rollback: [2, 2],
  history: [1, 1],
  diff: [2, 2],
  watch: [0, 0],
  ship: [2, 2],
};
const WATCH_OPTIONS = ['api', 'threshold', 'min-views', 'window', 'every', 'once'] as const;
const SHIP_OPTIONS = ['merchant', 'origin', 'out'] as const;

/** A folder of the repository, relative to where the tool runs so messages stay short. */
const fromRoot = (...parts: string[]) => path.relative(process.cwd(), path.join(ROOT, ...parts)) || '.';

function osUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    // No passwd entry for this uid (some containers).
    return 'unknown';
  }
}

function parse(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        pins: { type: 'string' },
        dist: { type: 'string' },
        who: { type: 'string' },
        reason: { type: 'string' },
        force: { type: 'boolean' },
        'without-integrity': { type: 'boolean' },
        percent: { type: 'string' },
        api: { type: 'string' },
        threshold: { type: 'string' },
        'min-views': { type: 'string' },
        window: { type: 'string' },
        every: { type: 'string' },
        once: { type: 'boolean' },
        merchant: { type: 'string' },
        origin: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function run(argv: readonly string[], io: CliIo): Promise<string> {
  const { values, positionals } = parse(argv);
  if (values.help) return USAGE;
  const [command = '', ...args] = positionals;
  const arity = ARITY[command];
  if (!arity) throw new UsageError(command ? `unknown command ${JSON.stringify(command)}` : 'no command given');
  const [min, max] = arity;
  if (args.length < min || args.length > max)
    throw new UsageError(`${command} takes ${min === max ? min : `${min} to ${max}`} arguments, got ${args.length}`);
  if (values.percent !== undefined && command !== 'canary' && command !== 'ship')
    throw new UsageError('--percent goes with canary or ship only');
  const strayShipOption = SHIP_OPTIONS.find((name) => values[name] !== undefined);
  if (strayShipOption && command !== 'ship') throw new UsageError(`--${strayShipOption} goes with ship only`);
  if (values.reason !== undefined && !CHANGES.has(command))
    throw new UsageError(`--reason goes with a change, not ${command}`);
  if (values.force && !FORCEABLE.has(command))
    throw new UsageError(`--force goes with ${[...FORCEABLE].join(', ')} only`);
  if (values['without-integrity'] && command !== 'set') throw new UsageError('--without-integrity goes with set only');
  const strayWatchOption = WATCH_OPTIONS.find((name) => values[name] !== undefined);
  if (strayWatchOption && command !== 'watch') throw new UsageError(`--${strayWatchOption} goes with watch only`);

  const who = (values.who ?? io.env.PINS_USER ?? osUser()).trim();
  if (!who || /[\r\n]/.test(who)) throw new Refusal('--who needs a name on one line');
  const context: PinsContext = {
    pinsDir: values.pins ?? io.env.PINS_DIR ?? fromRoot('deploy', 'pins'),
    distDir: values.dist ?? io.env.DIST_DIR ?? fromRoot('dist'),
    who,
    now: io.now,
    fetch: io.fetch,
    writeFile: io.writeFile,
    reloadCommand: io.env.PINS_RELOAD?.trim() || undefined,
  };
  const options = { reason: values.reason, force: values.force, withoutIntegrity: values['without-integrity'] };
  const [first = '', second = ''] = args;
  switch (command) {
    case 'list':
      return listPins(context, args[0]);
    case 'set':
      return setPin(context, first, second, options);
    case 'canary':
      return startCanary(context, first, second, values.percent, options);
    case 'promote':
      return promoteCanary(context, first, second, options);
    case 'abort':
      return abortCanary(context, first, second, options);
    case 'rollback':
      return rollback(context, first, second, options);
    case 'history':
      return showHistory(context, first);
    case 'watch':
      return watch(context, values, io);
    case 'ship':
      return shipRemote(
        context,
        first,
        second,
        { ...options, merchant: values.merchant, percent: values.percent, origin: values.origin, outDir: values.out },
        io.build,
      );
    default:
      return diffPins(context, first, second);
  }
}

/** A number option: a whole number from `min` up, or refused naming the option. */
function wholeNumber(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min))
    throw new UsageError(`--${name} must be a whole number from ${min}, got ${JSON.stringify(text)}`);
  return value;
}

async function watch(context: PinsContext, values: ReturnType<typeof parse>['values'], io: CliIo): Promise<string> {
  const adminToken = io.env.ADMIN_TOKEN?.trim();
  if (!adminToken) throw new Refusal("watch reads the API's load counts: set ADMIN_TOKEN to the API's operator key");
  const options = {
    apiUrl: values.api ?? io.env.PINS_API_URL ?? 'http://127.0.0.1:4000',
    adminToken,
    thresholdPercent: wholeNumber('threshold', values.threshold, WATCH_DEFAULTS.thresholdPercent, 0),
    minViews: wholeNumber('min-views', values['min-views'], WATCH_DEFAULTS.minViews, 1),
    windowMinutes: wholeNumber('window', values.window, WATCH_DEFAULTS.windowMinutes, 1),
  };
  // The history says the watcher made the change, on whose behalf.
  const watcher = { ...context, who: `pins watch (${context.who})` };
  if (values.once) return watchOnce(watcher, options);
  const everySeconds = wholeNumber('every', values.every, 60, 1);
  io.stdout(`Watching every ${everySeconds} s (Ctrl-C stops).\n`);
  await watchLoop(watcher, { ...options, everySeconds, signal: io.signal ?? new AbortController().signal }, io.stdout);
  return 'Stopped watching.';
}

/** Runs one command line; the exit code is 0 when done, 1 when refused or failed, 2 for a bad command line. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    io.stdout(`${await run(argv, io)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`pins: ${error.message}\n${USAGE}\n`);
      return 2;
    }
    // One line, never a stack: the message says what was refused and why.
    io.stderr(`pins: ${(error as Error).message.replace(/\s*\n\s*/g, ' ')}\n`);
    return 1;
  }
}

if (require.main === module) {
  // `pnpm pins list | head` closes the pipe early: that is not a failure worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  void main(process.argv.slice(2), {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    fetch,
    now: () => new Date(),
    signal: stop.signal,
  }).then((code) => {
    process.exitCode = code;
  });
}
