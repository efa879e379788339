import { REMOTE_NAMES, type RemoteName } from './remote-names';

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

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A folder URL a remote may be loaded from: https, or http on this machine; no credentials, ends in `/`. */
function isFolderUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  return secure && !url.username && !url.password && !url.search && !url.hash && url.pathname.endsWith('/');
}

export const isPin = (value: unknown): value is Pin =>
  typeof value === 'string' && (VERSION.test(value) || isFolderUrl(value));

export function isCanaryPin(value: RemotePin): value is CanaryPin {
  return typeof value === 'object';
}

function parseRemotePin(value: unknown): RemotePin | null {
  if (isPin(value)) return value;
  if (typeof value !== 'object' || value === null) return null;
  const { stable, canary, percent } = value as Record<string, unknown>;
  const validPercent = typeof percent === 'number' && Number.isInteger(percent) && percent >= 1 && percent <= 99;
  return isPin(stable) && isPin(canary) && validPercent ? { stable, canary, percent } : null;
}

/** Checks the pins file: every remote pinned to a version, a folder URL, or a canary of two of them. */
export function parsePins(value: unknown): RemotePins {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json is not an object');
  const record = value as Record<string, unknown>;
  const pins = {} as RemotePins;
  for (const remote of REMOTE_NAMES) {
    const pin = parseRemotePin(record[remote]);
    if (pin === null) throw new Error(`remotes.json has no valid version for ${remote}`);
    pins[remote] = pin;
  }
  return pins;
}

/**
 * The versions this merchant gets, fresh on every page load: the edge serves the file with
 * Cache-Control: no-cache, and index.html preloads it, so the request started with the page is the
 * one read here (a request of its own cache mode would not match the preload and go out again).
 */
export async function fetchPins(): Promise<RemotePins> {
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parsePins(await response.json());
}
