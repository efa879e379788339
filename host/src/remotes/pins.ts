import { REMOTE_NAMES, type RemoteName } from './remote-names';

export type RemotePins = Record<RemoteName, string>;

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/** Checks the pins file: every remote pinned to a version that is a plain folder name. */
export function parsePins(value: unknown): RemotePins {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json is not an object');
  const record = value as Record<string, unknown>;
  const pins = {} as RemotePins;
  for (const remote of REMOTE_NAMES) {
    const version = record[remote];
    if (typeof version !== 'string' || !VERSION.test(version)) {
      throw new Error(`remotes.json has no valid version for ${remote}`);
    }
    pins[remote] = version;
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
