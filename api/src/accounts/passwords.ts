import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt parameters: N = 2^17, r = 8, p = 1, a 32-byte key and a 16-byte salt. */
const OWASP_LOG_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** N = 2^17 with r = 8 needs 128 MiB; node's default limit (32 MiB) would refuse it. */
const MAX_MEMORY = 256 * 1024 * 1024;

/** Tests may lower N (log2) through PASSWORD_HASH_COST_TEST; it is ignored outside NODE_ENV=test. */
function currentLogN(): number {
  const lowered = Number(process.env.PASSWORD_HASH_COST_TEST);
  if (process.env.NODE_ENV === 'test' && Number.isInteger(lowered) && lowered >= 1 && lowered < OWASP_LOG_N) {
    return lowered;
  }
  return OWASP_LOG_N;
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const format = (logN: number, salt: Buffer, key: Buffer) =>
  `$scrypt$ln=${logN},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64url')}$${key.toString('base64url')}`;

/** A self-describing hash: `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64url without padding). */
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

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [, logN, r, p, salt, key] = match.map(String) as [string, string, string, string, string, string];
  if (Number(logN) > 20 || Number(r) > 16 || Number(p) > 4) return false;
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
