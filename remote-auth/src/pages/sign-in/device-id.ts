import { STORAGE_KEYS, readStorage, writeStorage } from '@portal/shared';

/** What the API accepts as `device_id` (8–64 letters, digits, `_` or `-`). */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Kept in memory too, so the id stays the same for this page even where storage is disabled. */
let current: string | null = null;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's device id, created once and kept in local storage. The login sends it, so a code
 * check with "no verification on this device for 30 days" trusts this browser and no other. It is
 * random, not a fingerprint: clearing storage makes the browser a new device.
 */
export function deviceId(): string {
  const stored = readStorage('local', STORAGE_KEYS.deviceId);
  if (stored !== null && DEVICE_ID.test(stored)) {
    current = stored;
    return stored;
  }
  current ??= randomId();
  writeStorage('local', STORAGE_KEYS.deviceId, current);
  return current;
}
