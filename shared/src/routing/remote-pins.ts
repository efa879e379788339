// What a merchant's `/remotes.json` may hold: the one rule the host (reading it) and the pins tool
// (writing it) share. Pure functions, no browser API: the tool runs them in Node.
import { REMOTE_NAMES, type RemoteName } from './page-list';

/** A version folder on this edge (`1.4.0`), or the URL of a version's folder on another origin. */
export type Pin = string;

/** A gradual rollout: `percent` of browsers run `canary`, the others `stable`. */
export interface CanaryPin {
  stable: Pin;
  canary: Pin;
  percent: number;
}

export type RemotePin = Pin | CanaryPin;
export type RemotePins = Record<RemoteName, RemotePin>;

/**
 * What the pins tool recorded of each pin in use when it was pinned: the SHA-384 of the version's
 * `remoteEntry.js`, as a script's `integrity` attribute takes it (`sha384-` and 64 base64
 * characters). The file keeps it under `integrity`, by remote and pin:
 * `{ "remote-cards": "1.2.0", …, "integrity": { "remote-cards": { "1.2.0": "sha384-…" } } }`.
 * A pin without one loads unchecked (a file written before integrity was recorded).
 */
export type PinsIntegrity = Partial<Record<RemoteName, Record<Pin, string>>>;

/** The key of the pins file that holds the recorded integrity. */
export const INTEGRITY_KEY = 'integrity';
const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;
const isEntryIntegrity = (value: unknown): value is string => typeof value === 'string' && SHA384.test(value);

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
/** Plain http only where nothing crosses a network: a developer's own machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
export const isCanaryPin = (pin: RemotePin): pin is CanaryPin => typeof pin === 'object';
/** Versions cannot hold `:` or `/`, so a valid pin that is not a version is a folder URL. */
export const isUrlPin = (pin: Pin): boolean => !VERSION.test(pin);
export const isRolloutPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99;

const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

/** Why `value` is not a pin, or null when it is one. */
export function pinProblem(value: unknown): string | null {
  if (typeof value !== 'string') return `a pin is a version or a folder URL, got ${show(value)}`;
  if (VERSION.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${show(value)} is neither a version (like 0.1.0) nor a folder URL (like https://cdn.example/remote/1.0.0/)`;
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) return `${show(value)} must be an https URL (http only for localhost)`;
  if (url.username || url.password) return `${show(value)} must not carry a user name or password`;
  if (url.search || url.hash || !value.endsWith('/')) return `${show(value)} must be a folder URL ending in /`;
  return null;
}

/** Why `value` is neither a pin nor a canary of two pins, or null when it is one. */
export function remotePinProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return pinProblem(value);
  const { stable, canary, percent, ...rest } = value as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length > 0) return `a canary holds stable, canary and percent only, not ${extra.join(', ')}`;
  const stableProblem = pinProblem(stable);
  if (stableProblem) return `stable: ${stableProblem}`;
  const canaryProblem = pinProblem(canary);
  if (canaryProblem) return `canary: ${canaryProblem}`;
  if (!isRolloutPercent(percent)) return `percent must be a whole number from 1 to 99, got ${show(percent)}`;
  if (stable === canary) return `the canary ${show(canary)} is the stable pin itself`;
  return null;
}

/** The pins a remote's entry holds: its pin, or a canary's stable and canary pins. */
export const pinsIn = (pin: RemotePin): Pin[] => (isCanaryPin(pin) ? [pin.stable, pin.canary] : [pin]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `integrity` is not what the pins tool records for `pins` (already checked), or null. */
function integrityProblem(integrity: unknown, pins: Record<string, unknown>): string | null {
  if (!isRecord(integrity)) return `${INTEGRITY_KEY} must be an object of remotes, got ${show(integrity)}`;
  for (const [remote, recorded] of Object.entries(integrity)) {
    if (!isRemoteName(remote)) return `${INTEGRITY_KEY}: ${show(remote)} is not a remote`;
    if (!isRecord(recorded)) return `${INTEGRITY_KEY}.${remote} must be an object of pins`;
    const inUse = pinsIn(pins[remote] as RemotePin);
    for (const [pin, hash] of Object.entries(recorded)) {
      if (!inUse.includes(pin)) return `${INTEGRITY_KEY}.${remote} names ${show(pin)}, which is not pinned`;
      if (!isEntryIntegrity(hash)) return `${INTEGRITY_KEY}.${remote}.${pin} must be sha384- and 64 base64 characters`;
    }
  }
  return null;
}

/** The pin with a canary's keys in one order, so equal pins are written and compared alike. */
export const canonicalPin = (pin: RemotePin): RemotePin =>
  isCanaryPin(pin) ? { stable: pin.stable, canary: pin.canary, percent: pin.percent } : pin;

/**
 * Why `value` is not a whole pins file, or null: an object that pins every remote (the host has no
 * version of its own to fall back on) and names nothing else but the integrity recorded of its pins.
 */
export function remotePinsProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'it is not a JSON object';
  const { [INTEGRITY_KEY]: integrity, ...record } = value;
  const stranger = Object.keys(record).find((key) => !isRemoteName(key));
  if (stranger !== undefined) return `${show(stranger)} is not a remote (${REMOTE_NAMES.join(', ')})`;
  for (const remote of REMOTE_NAMES) {
    if (!(remote in record)) return `${remote} is missing; every remote needs a pin`;
    const problem = remotePinProblem(record[remote]);
    if (problem) return `${remote}: ${problem}`;
  }
  return integrity === undefined ? null : integrityProblem(integrity, record);
}

/** The pins in `value`, checked; throws with the reason, `source` naming the file. */
export function parseRemotePins(value: unknown, source: string): RemotePins {
  const problem = remotePinsProblem(value);
  if (problem) throw new Error(`${source}: ${problem}`);
  const record = value as RemotePins;
  return Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, canonicalPin(record[remote])])) as RemotePins;
}

/** The integrity recorded in a pins file `value`, checked with its pins; throws like `parseRemotePins`. */
export function parsePinsIntegrity(value: unknown, source: string): PinsIntegrity {
  parseRemotePins(value, source);
  const recorded = (value as { [INTEGRITY_KEY]?: PinsIntegrity })[INTEGRITY_KEY] ?? {};
  const integrity: PinsIntegrity = {};
  for (const remote of REMOTE_NAMES) if (recorded[remote]) integrity[remote] = { ...recorded[remote] };
  return integrity;
}
