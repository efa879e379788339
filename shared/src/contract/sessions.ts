/** The kind of device a browser runs on, as its User-Agent says. */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The browser a session or trusted device signed in with, read from its User-Agent, and its address. */
export interface SignInBrowser {
  /** The browser and its major version ("Chrome 131"), or null when the User-Agent does not say. */
  browser: string | null;
  /** The operating system ("Windows 10", "iOS 18.1"), or null when the User-Agent does not say. */
  os: string | null;
  device_type: DeviceType;
  /** The client address at sign-in ('' when it was not recorded). */
  ip: string;
}

/** One signed-in session of the account, under an opaque id (never its token). */
export interface AccountSession extends SignInBrowser {
  id: string;
  /** The session making this call. */
  current: boolean;
  signed_in_at: string;
  /** Recorded at most once a minute, so it may be up to a minute behind. */
  last_active_at: string;
}

/** One browser the account trusts (its sign-ins skip the code check), under an opaque id. */
export interface TrustedDevice extends SignInBrowser {
  id: string;
  /** The device of the session making this call. */
  current: boolean;
  /** When the check that trusted it passed; null for a device trusted before this was recorded. */
  trusted_at: string | null;
  expires_at: string;
}
