/**
 * The sign-in limit across API processes: wrong sign-ins (random phones) from ONE client address,
 * sent to the processes in turn, directly (nginx's own limit would answer first), one at a time on
 * each process (the in-flight cap per address is each process's own, api/README.md). With the API's
 * default limit, 20 a minute reach the password check (answered 2001) and the rest are refused at
 * once (1029), however many processes share them.
 */
import { ACCOUNT_ERRORS } from '../src/accounts/errors';
import { SIGN_IN_DEFAULTS } from '../src/config';
import { ERRORS } from '../src/platform/error-codes';
import { call, randomPhone } from './api-process';
import { sized } from './tiny';

/**
 * The sign-ins a minute from one address the API processes allow: the API's default, or 4 in the tiny
 * run, which then checks the same limit with a fifth of the password checks at production cost.
 */
export const SIGN_INS_PER_MINUTE = sized(SIGN_IN_DEFAULTS.attemptsPerAddressPerMinute, 4);
/** The API processes' setting of it. */
export const SIGN_IN_LIMIT_ENV = { SIGN_IN_PER_ADDRESS_PER_MINUTE: String(SIGN_INS_PER_MINUTE) };
const ADDRESS = '203.0.113.30';

export interface SignInOutcome {
  attempts: number;
  /** Answered as a wrong sign-in: the password was checked. */
  checked: number;
  /** Answered with the API's limit. */
  limited: number;
  /** Any other answer, by code. */
  other: Map<number, number>;
  /** From the first attempt to the last answer. */
  seconds: number;
}

export async function signInAcrossProcesses(apis: string[], attempts: number): Promise<SignInOutcome> {
  const codes: number[] = [];
  const started = performance.now();
  // Round-robin: attempt n goes to process n mod count, each process's attempts one after another.
  await Promise.all(
    apis.map(async (origin, lane) => {
      for (let n = lane; n < attempts; n += apis.length) {
        const { code } = await call(origin, ADDRESS, 'POST', '/api/v1/account/login', {
          phone_info: { phone: randomPhone(), phone_prefix: '86' },
          password: 'Wrong1234',
        });
        codes.push(code);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const other = new Map<number, number>();
  for (const code of codes) {
    if (code !== ACCOUNT_ERRORS.wrongCredentials.code && code !== ERRORS.tooManyRequests.code)
      other.set(code, (other.get(code) ?? 0) + 1);
  }
  return {
    attempts: codes.length,
    checked: codes.filter((code) => code === ACCOUNT_ERRORS.wrongCredentials.code).length,
    limited: codes.filter((code) => code === ERRORS.tooManyRequests.code).length,
    other,
    seconds,
  };
}
