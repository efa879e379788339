import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchPins } from './pins';
import { REMOTE_NAMES, containerName, entryUrl } from './remote-names';

let registration: Promise<void> | null = null;

async function registerAll(): Promise<void> {
  const pins = await fetchPins();
  registerRemotes(
    REMOTE_NAMES.map((remote) => ({ name: containerName(remote), entry: entryUrl(remote, pins[remote]) })),
  );
}

/**
 * Registers every remote from the pins, once, before any remote is loaded. A failed attempt is
 * forgotten so that the next page load or retry tries again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  if (!registration) {
    registration = registerAll().catch((error: unknown) => {
      registration = null;
      throw error;
    });
  }
  return registration;
}
