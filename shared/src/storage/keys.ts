/** Every key the portal keeps in local or session storage, in one table. */
export const STORAGE_KEYS = {
  /** Bearer token: local storage (read by the API client) and session storage (spec §4). */
  token: 'token',
  /** Whether the user is signed in, in local storage, so other tabs and reloads agree. */
  isLogin: 'isLogin',
  /** A token this tab signed in with that still owes its code check or e-mail, in session storage. */
  signInInProgress: 'signInInProgress',
  /** Selected main-menu entry, in session storage (spec §2). */
  menuKey: 'menuKey',
  /** This browser's random device id, in local storage: a 30-day trusted device is this browser. */
  deviceId: 'deviceId',
  /** The reader's language (zh-CN or en), in local storage (spec §3). */
  locale: 'locale',
  /** The finished batch-creation result the user closed, in local storage, so no tab shows it again. */
  batchDismissedJob: 'batchDismissedJob',
  /** This browser's random place in gradual rollouts, in local storage: it keeps its canaries. */
  rolloutSeed: 'rolloutSeed',
  /** Canary versions that failed to load in this tab, in session storage: it runs their stable pins. */
  failedCanaries: 'failedCanaries',
  /** Card freezes asked for offline, waiting to be sent, in local storage; scoped to one session, gone at sign-out. */
  queuedFreezes: 'queuedFreezes',
  /**
   * When codes were sent from this tab, in session storage: per purpose and (digested) address, the
   * send time and whether the code was used; never a code. Gone at sign-out.
   */
  sentCodes: 'sentCodes',
} as const;

type Area = 'local' | 'session';

const area = (storage: Area) => (storage === 'local' ? window.localStorage : window.sessionStorage);

/** Reads a storage value without throwing where storage is unavailable (private mode, sandboxed frames). */
export function readStorage(storage: Area, key: string): string | null {
  try {
    return area(storage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: Area, key: string, value: string | null): void {
  try {
    if (value === null) area(storage).removeItem(key);
    else area(storage).setItem(key, value);
  } catch {
    // Storage can be full or disabled; the in-memory state still holds the value.
  }
}

/** A stored value that passes `isValid`, or the fallback: a corrupt value never crashes a read. */
export function readValidated<T extends string>(
  storage: Area,
  key: string,
  isValid: (value: string) => value is T,
  fallback: T,
): T {
  const value = readStorage(storage, key);
  return value !== null && isValid(value) ? value : fallback;
}
