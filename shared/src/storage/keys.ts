/** Every key the portal keeps in local or session storage, in one table. */
export const STORAGE_KEYS = {
  /** Bearer token, in local storage (read by the API client) and in session storage. */
  token: 'token',
  /** Selected main-menu entry, in session storage. */
  menuKey: 'menuKey',
} as const;

/** Reads a storage value without throwing where storage is unavailable (private mode, sandboxed frames). */
export function readStorage(storage: 'local' | 'session', key: string): string | null {
  try {
    return (storage === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: 'local' | 'session', key: string, value: string | null): void {
  try {
    const target = storage === 'local' ? window.localStorage : window.sessionStorage;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  } catch {
    // Storage can be full or disabled; the in-memory state still holds the value.
  }
}
