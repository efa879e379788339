import { registerRemotes } from '@module-federation/enhanced/runtime';
import { expectEntryIntegrity } from './entry-integrity-plugin';
import { fetchPins, type Pin } from './pins';
import { REMOTE_NAMES, containerName, entryUrl, type RemoteName } from './remote-names';
import { choosePin, rememberFailedCanary, type Choice } from './rollout';

let registration: Promise<void> | null = null;
const chosen = new Map<RemoteName, Choice>();

/** The remote's entry at `pin`, to be loaded with the integrity recorded of it. */
function entryOf(remote: RemoteName, pin: Pin) {
  return { name: containerName(remote), entry: entryUrl(remote, pin) };
}

async function registerAll(): Promise<void> {
  const { pins, integrity } = await fetchPins();
  for (const remote of REMOTE_NAMES) {
    const choice = choosePin(remote, pins[remote]);
    chosen.set(remote, choice);
    for (const pin of [choice.pin, choice.fallback].filter((pin) => pin !== null)) {
      expectEntryIntegrity(entryUrl(remote, pin), integrity[remote]?.[pin]);
    }
  }
  registerRemotes(REMOTE_NAMES.map((remote) => entryOf(remote, chosen.get(remote)!.pin)));
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

/** The pin this page runs of `remote` (after registration). */
export function runningPin(remote: RemoteName): string | undefined {
  return chosen.get(remote)?.pin;
}

/**
 * When `remote` runs a canary, switches it to its stable pin at once (and for the rest of this tab's
 * session) and answers true; otherwise answers false and changes nothing.
 */
export function fallBackToStable(remote: RemoteName): boolean {
  const choice = chosen.get(remote);
  if (!choice?.fallback) return false;
  rememberFailedCanary(remote, choice.pin);
  chosen.set(remote, { pin: choice.fallback, fallback: null });
  registerRemotes([entryOf(remote, choice.fallback)], { force: true });
  return true;
}
