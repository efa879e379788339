// The commands that change a merchant's pins: set, canary, promote, abort, rollback.

import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CSP_MAP_FILE, writeCspMap } from '../nginx/csp-map';
import { checkCompatible } from './compatibility';
import { DEFAULT_FETCH_TIMEOUT_MS, type PinsContext } from './context';
import { type Action, appendChange, lastChange, readHistory } from './history';
import {
  type CanaryPin,
  isCanaryPin,
  isRemoteName,
  isRolloutPercent,
  type Pin,
  pinProblem,
  pinsIn,
  REMOTE_NAMES,
  type RemoteName,
  type RemotePin,
} from '@portal/shared/boot';
import { describePin, samePin } from './pin-values';
import { DEFAULT_MERCHANT, merchantName, readMerchantPins, writeMerchantPins } from './pins-file';
import { readEntryIntegrity, readHostManifest, readRemoteManifest } from './published';
import { Refusal } from './refusal';

export interface ChangeOptions {
  /** Why, recorded in the history (an aborted canary's failure, say). */
  reason?: string;
  /** Pin a version the host's shared packages cannot satisfy anyway; the history records what was overridden. */
  force?: boolean;
  /**
   * Record no SHA-384 of the new pin's entry, so it loads unchecked: for a checkout's own builds
   * (the repository's default merchant), which differ from machine to machine.
   */
  withoutIntegrity?: boolean;
}

export function remoteName(text: string): RemoteName {
  if (!isRemoteName(text)) throw new Refusal(`${JSON.stringify(text)} is not a remote: use ${REMOTE_NAMES.join(', ')}`);
  return text;
}

/** `remote-cards@0.2.0` or `remote-cards@https://cdn.example/remote-cards/0.2.0/`. */
export function parseTarget(text: string): { remote: RemoteName; pin: Pin } {
  const at = text.indexOf('@');
  if (at < 0) throw new Refusal(`${JSON.stringify(text)} must be <remote>@<version or URL>, like remote-cards@0.2.0`);
  const remote = remoteName(text.slice(0, at));
  const pin = text.slice(at + 1);
  const problem = pinProblem(pin);
  if (problem) throw new Refusal(`${remote}: ${problem}`);
  // One spelling per URL, so the same folder is never two different pins.
  return { remote, pin: pin.includes(':') ? new URL(pin).href : pin };
}

export function parsePercent(text: string | undefined): number {
  if (text === undefined) throw new Refusal('a canary needs --percent N: the share of customers (1 to 99) who get it');
  const percent = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!isRolloutPercent(percent)) {
    throw new Refusal(
      `--percent must be a whole number from 1 to 99, got ${JSON.stringify(text)} (promote sends everyone)`,
    );
  }
  return percent;
}

/** What checking the pins a command brings found: the refusal forced over, and each pin's entry hash now. */
interface Checked {
  forced: string | null;
  integrity: Record<Pin, string>;
}

const NOTHING_CHECKED: Checked = { forced: null, integrity: {} };

/**
 * Refuses a pin the page could not load: not published, or needing shared packages the host lacks.
 * With `force`, the second refusal is answered instead (to be recorded), never the first. Answers
 * the SHA-384 of each pin's entry as it is served now, to be recorded.
 */
async function checkUsable(
  context: PinsContext,
  remote: RemoteName,
  pins: readonly Pin[],
  { force = false, withoutIntegrity = false }: ChangeOptions,
): Promise<Checked> {
  const sources = { ...context, fetchTimeoutMs: context.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS };
  const manifests = await Promise.all(pins.map((pin) => readRemoteManifest(sources, remote, pin)));
  const host = await readHostManifest(sources);
  let forced: string | null = null;
  try {
    manifests.forEach((manifest, index) => checkCompatible(host, manifest, `${remote}@${pins[index]}`));
  } catch (error) {
    if (!force || !(error instanceof Refusal)) throw error;
    forced = error.message;
  }
  if (withoutIntegrity) return { forced, integrity: {} };
  const integrity = Object.fromEntries(
    await Promise.all(pins.map(async (pin) => [pin, await readEntryIntegrity(sources, remote, pin)] as const)),
  );
  return { forced, integrity };
}

/**
 * Refuses to pin again a version whose entry changed since the file recorded it: the file it once
 * pinned is not the one served now. With `force`, the new file is recorded instead (and says so).
 */
function changedSincePinned(
  remote: RemoteName,
  recorded: Record<Pin, string> | undefined,
  checked: Checked,
  { force = false }: ChangeOptions,
): string | null {
  const changed = Object.entries(checked.integrity)
    .filter(([pin, hash]) => recorded?.[pin] !== undefined && recorded[pin] !== hash)
    .map(
      ([pin, hash]) => `${remote}@${pin}'s remoteEntry.js changed since it was pinned (${recorded![pin]}, now ${hash})`,
    );
  if (changed.length === 0) return checked.forced;
  if (!force) throw new Refusal(changed.join('; and '));
  return [checked.forced, ...changed].filter(Boolean).join('; and ');
}

/**
 * Writes the merchant's file with `remote` at `to` (a merchant without a file starts from a copy of
 * default.json) and the entry hashes the command checked, then records the change. The file comes
 * first: it is what customers get. `recordedBefore` holds hashes recorded of these pins elsewhere
 * (the history's, for a rollback), checked like the file's own.
 */
async function change(
  context: PinsContext,
  merchant: string,
  remote: RemoteName,
  action: Action,
  to: (from: RemotePin) => RemotePin,
  options: ChangeOptions,
  checked: Checked = NOTHING_CHECKED,
  recordedBefore: Record<Pin, string> = {},
): Promise<string> {
  const current = await readMerchantPins(context.pinsDir, merchant);
  const from = current.pins[remote];
  const next = to(from);
  if (samePin(from, next)) return `${merchant}: ${remote} is already ${describePin(from)}; nothing changed.`;
  const recorded = current.integrity[remote];
  const forced = changedSincePinned(remote, { ...recordedBefore, ...recorded }, checked, options);
  const integrity = {
    ...current.integrity,
    [remote]: options.withoutIntegrity ? {} : { ...recorded, ...checked.integrity },
  };
  await writeMerchantPins(
    context.pinsDir,
    merchant,
    { pins: { ...current.pins, [remote]: next }, integrity },
    context.writeFile,
  );
  const at = context.now().toISOString();
  const reason = options.reason?.trim();
  const why = {
    ...(reason && { reason }),
    ...(forced !== null && { forced }),
    ...(recorded && Object.keys(recorded).length > 0 && { fromIntegrity: recorded }),
  };
  try {
    await appendChange(context.pinsDir, { at, who: context.who, merchant, remote, from, to: next, action, ...why });
  } catch (error) {
    throw new Refusal(
      `${merchant}: ${remote} is now ${describePin(next)}, but the history could not record it: ${(error as Error).message}`,
    );
  }
  const copied = current.own ? '' : ` (a new file, copied from ${DEFAULT_MERCHANT}.json)`;
  const done = `${merchant}: ${remote} ${describePin(from)} -> ${describePin(next)}${copied}`;
  const warning = [
    ...(forced === null ? [] : [`forced, and recorded: ${forced}`]),
    ...(options.withoutIntegrity ? [`no integrity recorded: ${remote}'s entry loads unchecked`] : []),
  ];
  return [done, ...warning, ...(await applyToNginx(context))].join('\n');
}

/**
 * nginx cannot read the pins: it sends each merchant's CSP from a map rendered from them, read when
 * it loads its config. When the map changed (a URL pin's origin came or went), it is reloaded with
 * the command ops gave (PINS_RELOAD, like `nginx -s reload`), or they are told to.
 */
async function applyToNginx(context: PinsContext): Promise<string[]> {
  const map = path.join(context.pinsDir, CSP_MAP_FILE);
  // Without a map no nginx serves these pins (its config includes the map): nothing to reload.
  const served = await access(map).then(
    () => true,
    () => false,
  );
  if (!(await writeCspMap(context.pinsDir)) || !served) return [];
  if (!context.reloadCommand)
    return [`${map} changed: reload nginx (nginx -s reload) so its CSP allows the new origins`];
  try {
    await promisify(execFile)('/bin/sh', ['-c', context.reloadCommand], { timeout: 30_000 });
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string };
    throw new Refusal(
      `${map} changed, but the reload failed (${context.reloadCommand}): ${stderr.trim() || (error as Error).message}`,
    );
  }
  return [`${map} changed: reloaded nginx (${context.reloadCommand})`];
}

/** Pins one remote; a canary on it goes too (the whole entry becomes the new pin). */
export async function setPin(context: PinsContext, merchantText: string, target: string, options: ChangeOptions = {}) {
  const merchant = merchantName(merchantText);
  const { remote, pin } = parseTarget(target);
  const checked = await checkUsable(context, remote, [pin], options);
  return change(context, merchant, remote, 'set', () => pin, options, checked);
}

/** Sends `percent` of the merchant's customers to a new pin, the rest keep the stable one. */
export async function startCanary(
  context: PinsContext,
  merchantText: string,
  target: string,
  percentText: string | undefined,
  options: ChangeOptions = {},
) {
  const merchant = merchantName(merchantText);
  const { remote, pin } = parseTarget(target);
  const percent = parsePercent(percentText);
  const checked = await checkUsable(context, remote, [pin], options);
  return change(
    context,
    merchant,
    remote,
    'canary',
    (from) => {
      // A second canary replaces the first, over the same stable pin.
      const stable = isCanaryPin(from) ? from.stable : from;
      if (stable === pin)
        throw new Refusal(`${merchant}: ${remote} ${pin} is the stable pin already; a canary needs another version`);
      return { stable, canary: pin, percent } satisfies CanaryPin;
    },
    options,
    checked,
  );
}

function withCanary(merchant: string, remote: RemoteName, from: RemotePin): CanaryPin {
  if (!isCanaryPin(from)) throw new Refusal(`${merchant}: ${remote} has no canary (it is pinned to ${from})`);
  return from;
}

/**
 * What a command does to the remote's current pin, once it knows the merchant and the remote, and
 * what checking the pins it brings found (none for a pin already in the file).
 */
type Plan = (
  context: PinsContext,
  merchant: string,
  remote: RemoteName,
  options: ChangeOptions,
) => Promise<{ to: (from: RemotePin) => RemotePin; checked?: Checked; recordedBefore?: Record<Pin, string> }>;

/** A command on one remote of one merchant, both named as typed on the command line. */
const remoteCommand =
  (action: Action, plan: Plan) =>
  async (context: PinsContext, merchantText: string, remoteText: string, options: ChangeOptions = {}) => {
    const merchant = merchantName(merchantText);
    const remote = remoteName(remoteText);
    const { to, checked, recordedBefore } = await plan(context, merchant, remote, options);
    return change(context, merchant, remote, action, to, options, checked, recordedBefore);
  };

/** Everyone gets the canary: it becomes the plain pin. */
export const promoteCanary = remoteCommand('promote', async (_context, merchant, remote) => ({
  to: (from) => withCanary(merchant, remote, from).canary,
}));

/**
 * Nobody gets the canary any more: back to the stable pin alone. No check stands in the way, since
 * this is what a watcher calls when a canary fails.
 */
export const abortCanary = remoteCommand('abort', async (_context, merchant, remote) => ({
  to: (from) => withCanary(merchant, remote, from).stable,
}));

/**
 * Back to the pin before the last change of this remote for this merchant. A rollback is a change
 * too, so a second one undoes the first. The old pin is checked like a new one: the host may have
 * moved on since it was pinned, and its entry must still have the hash the history recorded of it.
 */
export const rollback = remoteCommand('rollback', async (context, merchant, remote, options) => {
  const last = lastChange(await readHistory(context.pinsDir), merchant, remote);
  if (!last) throw new Refusal(`${merchant}: ${remote} has no recorded change to roll back`);
  return {
    to: () => last.from,
    checked: await checkUsable(context, remote, pinsIn(last.from), options),
    recordedBefore: last.fromIntegrity,
  };
});
