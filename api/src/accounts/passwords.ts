import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { SIGN_IN_DEFAULTS } from '../config';
import { BoundedWork } from './bounded-work';

/**
 * scrypt at one of OWASP's equivalent parameter sets: N = 2^14, r = 8, p = 5 costs the same work
 * as N = 2^17, p = 1 but 16 MiB instead of 128 MiB, so the hashes in flight stay small. Hashes
 * stored with other parameters still verify (the string says which) and are renewed at sign-in.
 */
const LOG_N = 14;
const BLOCK_SIZE = 8;
const PARALLELISM = 5;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Enough for the largest parameters a stored hash may name (N = 2^17, r = 8: 128 MiB). */
const MAX_MEMORY = 256 * 1024 * 1024;

/** Tests may lower N (log2) through PASSWORD_HASH_COST_TEST; it is ignored outside NODE_ENV=test. */
function currentLogN(): number {
  const lowered = Number(process.env.PASSWORD_HASH_COST_TEST);
  if (process.env.NODE_ENV === 'test' && Number.isInteger(lowered) && lowered >= 1 && lowered < LOG_N) {
    return lowered;
  }
  return LOG_N;
}

/** Every hash of this process runs through here: a bounded number at once, a bounded queue. */
let work = new BoundedWork(SIGN_IN_DEFAULTS.hashConcurrency, SIGN_IN_DEFAULTS.hashQueue);

/** Sets how many hashes run at once and how many may wait (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE). */
export function limitPasswordWork(concurrency: number, queueLimit: number): void {
  work = new BoundedWork(concurrency, queueLimit);
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: MAX_MEMORY };
  return work.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

const format = (logN: number, salt: Buffer, key: Buffer) =>
  `$scrypt$ln=${logN},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64url')}$${key.toString('base64url')}`;

/** A self-describing hash: `$scrypt$ln=14,r=8,p=5$<salt>$<key>` (base64url without padding). */
export async function hashPassword(password: string): Promise<string> {
  const logN = currentLogN();
  const salt = randomBytes(SALT_LENGTH);
  return format(logN, salt, await derive(password, salt, logN, BLOCK_SIZE, PARALLELISM));
}

/** The same hash, blocking: for seeding at start-up only, never inside a request. */
export function hashPasswordSync(password: string): string {
  const logN = currentLogN();
  const salt = randomBytes(SALT_LENGTH);
  const options = { N: 2 ** logN, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEMORY };
  return format(logN, salt, scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, options));
}

const STORED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/** Whether a stored hash was made with other parameters than new hashes are (renewed at the next sign-in). */
export const isOutdatedHash = (stored: string): boolean =>
  !stored.startsWith(`$scrypt$ln=${currentLogN()},r=${BLOCK_SIZE},p=${PARALLELISM}$`);

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [, logN, r, p, salt, key] = match.map(String) as [string, string, string, string, string, string];
  if (Number(logN) > 17 || Number(r) > 8 || Number(p) > 10) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | null = null;

/** Spends the same work as a real check, so an unknown account answers in the same time class. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await dummy);
  return false;
}
