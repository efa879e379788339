import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { SIGN_IN_DEFAULTS, type SignInLimits } from '../config';
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

/**
 * Who a hash is for, each with its own bounded pool, so a flood of strangers' sign-ins cannot
 * delay the customers the API already knows (OWASP's device cookies):
 * - `signIn`: a sign-in from a device the account does not trust, or for no account at all;
 * - `trustedSignIn`: a sign-in from a device the account trusts;
 * - `customer`: a customer who proved who they are (a session or a code): transaction passwords,
 *   new passwords.
 */
export type PasswordLane = 'signIn' | 'trustedSignIn' | 'customer';

function lanesOf(limits: SignInLimits): Record<PasswordLane, BoundedWork> {
  const perKey = limits.hashesPerAccount;
  const reserved = { concurrency: limits.reservedHashConcurrency, queueLimit: limits.reservedHashQueue, perKey };
  const signIn = new BoundedWork({ concurrency: limits.hashConcurrency, queueLimit: limits.hashQueue, perKey });
  const trustedSignIn = new BoundedWork(reserved);
  const customer = new BoundedWork(reserved);
  // Strangers' sign-ins give the known their cores while they hash (the unknown is shed first).
  signIn.yieldTo(trustedSignIn, customer);
  return { signIn, trustedSignIn, customer };
}

/** Every hash of this process runs through one of these: a bounded number at once, a bounded queue. */
let lanes = lanesOf(SIGN_IN_DEFAULTS);

/** Sets each lane's bounds (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE and the reserved lanes'). */
export function limitPasswordWork(limits: SignInLimits): void {
  lanes = lanesOf(limits);
}

/** Whose work a hash is: its lane, and the account (or identifier) it is counted against there. */
export interface HashFor {
  lane: PasswordLane;
  key: string;
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number, owner: HashFor): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: MAX_MEMORY };
  return lanes[owner.lane].run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    owner.key,
  );
}

const format = (logN: number, salt: Buffer, key: Buffer) =>
  `$scrypt$ln=${logN},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64url')}$${key.toString('base64url')}`;

/** A self-describing hash: `$scrypt$ln=14,r=8,p=5$<salt>$<key>` (base64url without padding). */
export async function hashPassword(password: string, owner: HashFor): Promise<string> {
  const logN = currentLogN();
  const salt = randomBytes(SALT_LENGTH);
  return format(logN, salt, await derive(password, salt, logN, BLOCK_SIZE, PARALLELISM, owner));
}

/** The same hash, blocking: for test fixtures only, never inside a request. */
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
export async function verifyPassword(password: string, stored: string, owner: HashFor): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [, logN, r, p, salt, key] = match.map(String) as [string, string, string, string, string, string];
  if (Number(logN) > 17 || Number(r) > 8 || Number(p) > 10) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p), owner);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Spends the same work as a real check, so an unknown account answers in the same time class: a
 * well-formed hash of random bytes, made without hashing anything, that no password matches.
 */
export async function verifyAgainstDummy(password: string, owner: HashFor): Promise<false> {
  const dummy = format(currentLogN(), randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH));
  await verifyPassword(password, dummy, owner);
  return false;
}
