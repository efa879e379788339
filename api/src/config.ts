import path from 'node:path';
import { isMerchantColor, type MerchantColor } from '@portal/shared/contract';
import { REPORT_VIEWS_PER_HOUR, REPORTS_PER_MINUTE } from './telemetry/report-limit';

const ROOT = path.resolve(__dirname, '..', '..');

/** API settings from the environment, with the defaults the local start uses. */
export interface ApiConfig {
  host: string;
  port: number;
  logLevel: string;
  /** Where the SQLite database lives (and the sandbox's profile key, whatever the database). */
  dataDir: string;
  /**
   * The PostgreSQL database (`DATABASE_URL`, postgres://…), or null for the SQLite file in `dataDir`.
   * See api/README.md "Databases".
   */
  databaseUrl: string | null;
  /** Which proxies' X-Forwarded-For to believe: the local edge by default (proxy-addr syntax). */
  trustProxy: string;
  /** `sandbox` adds the outbox and admin calls and seeds demo data; `production` answers 404 there. */
  mode: 'sandbox' | 'production';
  /**
   * The merchant's operator key for the admin calls (`/api/admin/...`, e.g. deciding top-up requests),
   * sent as a bearer token; without it those calls answer 404.
   */
  adminToken: string | null;
  /**
   * The key that seals cardholder ID numbers at rest (32 bytes, base64). Required in production; in
   * the sandbox a key is made once and kept in the data folder when none is given.
   */
  profileKey: Buffer | null;
  /** How often verification codes may be sent, per target and per client address. */
  codeSends: CodeSendLimits;
  /** Live event streams one client address may hold open at once. */
  liveStreamsPerAddress: number;
  /** Remote-load and CSP reports one client address may send a minute. */
  reportsPerAddressPerMinute: number;
  /** Page views one client address may have counted an hour, so one machine cannot judge a canary. */
  reportViewsPerAddressPerHour: number;
  /**
   * Signs the page views' report tokens (REPORT_TOKEN_SECRET). Null when none is given: then the first
   * API process makes one and keeps it in the database, and every process on it uses that one.
   */
  reportTokenSecret: Buffer | null;
  /** The edge's pins folder: a load report counts only for a pin the merchant's customers get. */
  pinsDir: string;
  /** How sign-ins are throttled and how much password hashing runs at once. */
  signIn: SignInLimits;
  /** Branding used when the merchant is first created. */
  merchant: { title: string; color: MerchantColor; website: string; icp: string; version: string };
}

export interface CodeSendLimits {
  /** A target (phone or e-mail) gets one code per this many seconds… */
  resendAfterSeconds: number;
  /** …and at most this many in any 24 hours. */
  perTargetPerDay: number;
  /** One client address may ask for this many codes an hour, whatever the targets. */
  perAddressPerHour: number;
}

export const CODE_SEND_DEFAULTS: CodeSendLimits = {
  resendAfterSeconds: 60,
  perTargetPerDay: 10,
  perAddressPerHour: 300,
};

export interface SignInLimits {
  /** Sign-in attempts one client address may make in a minute; more answer 1029 with when to try again. */
  attemptsPerAddressPerMinute: number;
  /** Sign-ins of one client address checked at the same time; more answer 1029 at once. */
  inFlightPerAddress: number;
  /** Wrong passwords for one account from one address in 15 minutes before that pair is locked (2005). */
  failuresPerAccountAndAddress: number;
  /** Wrong passwords from one address, any accounts, in 15 minutes before the address is refused (1029). */
  failuresPerAddress: number;
  /** Wrong passwords for one account (by phone or e-mail) from anywhere in 15 minutes before new devices are locked out (2005). */
  failuresPerAccount: number;
  /** Wrong passwords from one trusted device in 15 minutes before it signs in as a new device would. */
  failuresPerTrustedDevice: number;
  /** Sign-in hashes from devices an account does not trust, computed at once (each takes one core and 16 MiB)… */
  hashConcurrency: number;
  /** …and waiting; a hash beyond both is refused at once with 1029. */
  hashQueue: number;
  /** Hashes of each reserved lane (trusted devices; signed-in customers) computed at once… */
  reservedHashConcurrency: number;
  /** …and waiting in each. */
  reservedHashQueue: number;
  /** Hashes for one account (or unknown identifier) running or waiting in a lane at once. */
  hashesPerAccount: number;
}

export const SIGN_IN_DEFAULTS: SignInLimits = {
  attemptsPerAddressPerMinute: 20,
  inFlightPerAddress: 2,
  failuresPerAccountAndAddress: 10,
  failuresPerAddress: 30,
  failuresPerAccount: 100,
  failuresPerTrustedDevice: 10,
  hashConcurrency: 2,
  hashQueue: 8,
  reservedHashConcurrency: 1,
  reservedHashQueue: 8,
  hashesPerAccount: 2,
};

/** A count setting: a whole number of at least 1. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number of at least 1, not ${value}`);
  return number;
}

function readCodeSendLimits(env: NodeJS.ProcessEnv): CodeSendLimits {
  const d = CODE_SEND_DEFAULTS;
  return {
    resendAfterSeconds: count(env, 'CODE_RESEND_AFTER_SECONDS', d.resendAfterSeconds),
    perTargetPerDay: count(env, 'CODE_SENDS_PER_TARGET_PER_DAY', d.perTargetPerDay),
    perAddressPerHour: count(env, 'CODE_SENDS_PER_ADDRESS_PER_HOUR', d.perAddressPerHour),
  };
}

function readSignInLimits(env: NodeJS.ProcessEnv): SignInLimits {
  const d = SIGN_IN_DEFAULTS;
  return {
    attemptsPerAddressPerMinute: count(env, 'SIGN_IN_PER_ADDRESS_PER_MINUTE', d.attemptsPerAddressPerMinute),
    inFlightPerAddress: count(env, 'SIGN_IN_IN_FLIGHT_PER_ADDRESS', d.inFlightPerAddress),
    failuresPerAccountAndAddress: count(
      env,
      'SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS',
      d.failuresPerAccountAndAddress,
    ),
    failuresPerAddress: count(env, 'SIGN_IN_FAILURES_PER_ADDRESS', d.failuresPerAddress),
    failuresPerAccount: count(env, 'SIGN_IN_FAILURES_PER_ACCOUNT', d.failuresPerAccount),
    failuresPerTrustedDevice: count(env, 'SIGN_IN_FAILURES_PER_TRUSTED_DEVICE', d.failuresPerTrustedDevice),
    hashConcurrency: count(env, 'PASSWORD_HASH_CONCURRENCY', d.hashConcurrency),
    hashQueue: count(env, 'PASSWORD_HASH_QUEUE', d.hashQueue),
    reservedHashConcurrency: count(env, 'PASSWORD_HASH_RESERVED_CONCURRENCY', d.reservedHashConcurrency),
    reservedHashQueue: count(env, 'PASSWORD_HASH_RESERVED_QUEUE', d.reservedHashQueue),
    hashesPerAccount: count(env, 'PASSWORD_HASHES_PER_ACCOUNT', d.hashesPerAccount),
  };
}

/** An operator key shorter than this is refused at start: it must be a random secret, not a password. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

/** A report token secret shorter than this is refused at start. */
export const REPORT_TOKEN_SECRET_MIN_LENGTH = 32;

function readReportTokenSecret(value: string | undefined): Buffer | null {
  if (!value?.trim()) return null;
  if (value.trim().length < REPORT_TOKEN_SECRET_MIN_LENGTH)
    throw new Error(
      `REPORT_TOKEN_SECRET must be at least ${REPORT_TOKEN_SECRET_MIN_LENGTH} characters (a random secret)`,
    );
  return Buffer.from(value.trim());
}

/** DATABASE_URL: unset (or empty) for SQLite, else a PostgreSQL connection URL. */
function readDatabaseUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  if (!/^postgres(ql)?:\/\//.test(value.trim()))
    throw new Error('DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:port/database)');
  return value.trim();
}

function port(value: string | undefined, fallback: number): number {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`API_PORT is not a port: ${value}`);
  return number;
}

function readProfileKey(value: string | undefined): Buffer | null {
  if (!value?.trim()) return null;
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32) throw new Error('PROFILE_ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return key;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const mode = env.API_MODE ?? 'sandbox';
  if (mode !== 'sandbox' && mode !== 'production')
    throw new Error(`API_MODE must be sandbox or production, not ${mode}`);
  const color = env.MERCHANT_COLOR ?? 'MERCHANT_COLOR_BLUE';
  if (!isMerchantColor(color)) throw new Error(`MERCHANT_COLOR is not a merchant colour: ${color}`);
  const adminToken = env.ADMIN_TOKEN?.trim() || null;
  if (adminToken !== null && adminToken.length < ADMIN_TOKEN_MIN_LENGTH)
    throw new Error(`ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (a random secret)`);
  const profileKey = readProfileKey(env.PROFILE_ENCRYPTION_KEY);
  if (mode === 'production' && profileKey === null) {
    throw new Error('PROFILE_ENCRYPTION_KEY is required in production (32 random bytes, base64)');
  }
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port: port(env.API_PORT, 4000),
    logLevel: env.LOG_LEVEL ?? 'info',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT, '.data')),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    mode,
    adminToken,
    profileKey,
    codeSends: readCodeSendLimits(env),
    liveStreamsPerAddress: count(env, 'LIVE_STREAMS_PER_ADDRESS', 200),
    reportsPerAddressPerMinute: count(env, 'REPORTS_PER_ADDRESS_PER_MINUTE', REPORTS_PER_MINUTE),
    reportViewsPerAddressPerHour: count(env, 'REPORT_VIEWS_PER_ADDRESS_PER_HOUR', REPORT_VIEWS_PER_HOUR),
    reportTokenSecret: readReportTokenSecret(env.REPORT_TOKEN_SECRET),
    pinsDir: path.resolve(env.PINS_DIR ?? path.join(ROOT, 'deploy', 'pins')),
    signIn: readSignInLimits(env),
    merchant: {
      title: env.MERCHANT_TITLE ?? '星河卡包',
      color,
      website: env.MERCHANT_WEBSITE ?? 'https://cards.example.com',
      icp: env.MERCHANT_ICP ?? '京ICP备00000000号',
      version: env.MERCHANT_VERSION ?? '2024',
    },
  };
}
