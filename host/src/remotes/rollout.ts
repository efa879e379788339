import { STORAGE_KEYS, readStorage, writeStorage } from '@portal/shared/boot';
import { isCanaryPin, type Pin, type RemotePin } from './pins';
import type { RemoteName } from './remote-names';

/** The pin a browser runs for a remote and, while it runs a canary, the stable pin to fall back to. */
export interface Choice {
  pin: Pin;
  fallback: Pin | null;
}

const SEED_LIMIT = 2 ** 31;

/** This browser's random rollout number, made once and kept in local storage. */
function rolloutSeed(): number {
  const text = readStorage('local', STORAGE_KEYS.rolloutSeed);
  const stored = text !== null && /^\d{1,10}$/.test(text) ? Number(text) : -1;
  if (stored >= 0 && stored < SEED_LIMIT) return stored;
  const seed = Math.floor(Math.random() * SEED_LIMIT);
  writeStorage('local', STORAGE_KEYS.rolloutSeed, String(seed));
  return seed;
}

/** A small stable hash, so that each remote's rollout picks its own browsers. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/**
 * This browser's place (0–99) in the rollout of `remote`. It never changes for the browser, so a
 * browser keeps its choice over reloads, and one in a 10% canary stays in it when it grows to 50%.
 */
export function rolloutBucket(remote: RemoteName): number {
  return (rolloutSeed() + hashOf(remote)) % 100;
}

const failedKey = (remote: RemoteName, pin: Pin) => `${remote}@${pin}`;

function failedCanaries(): string[] {
  try {
    const list: unknown = JSON.parse(readStorage('session', STORAGE_KEYS.failedCanaries) ?? '[]');
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers, for this tab, that a canary would not load, so its later pages go straight to stable. */
export function rememberFailedCanary(remote: RemoteName, pin: Pin): void {
  const list = failedCanaries();
  if (!list.includes(failedKey(remote, pin))) list.push(failedKey(remote, pin));
  writeStorage('session', STORAGE_KEYS.failedCanaries, JSON.stringify(list));
}

/** What this browser runs of `remote`: a plain pin as it is; of a canary, by the browser's place in it. */
export function choosePin(remote: RemoteName, pin: RemotePin): Choice {
  if (!isCanaryPin(pin)) return { pin, fallback: null };
  if (failedCanaries().includes(failedKey(remote, pin.canary))) return { pin: pin.stable, fallback: null };
  return rolloutBucket(remote) < pin.percent
    ? { pin: pin.canary, fallback: pin.stable }
    : { pin: pin.stable, fallback: null };
}
