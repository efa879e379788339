import { startTestApi, type SocketTestApi, type TestApi } from '../../__tests__/test-api';
import { CODE_SEND_DEFAULTS, SIGN_IN_DEFAULTS, type CodeSendLimits, type SignInLimits } from '../../config';
import type { OutboxEntry } from '../outbox';

export type { SocketTestApi, TestApi };
/**
 * Every test request comes from 127.0.0.1, so the per-address sign-in limits are lifted here; the
 * tests of those limits start an API with them set (sign-in-limits.test.ts).
 */
export const UNTHROTTLED_SIGN_IN: SignInLimits = {
  ...SIGN_IN_DEFAULTS,
  attemptsPerAddressPerMinute: 100_000,
  failuresPerAddress: 100_000,
};

type Limits = { signIn?: Partial<SignInLimits>; codeSends?: Partial<CodeSendLimits> };

/**
 * The API with these limits; `{ socket: true }` has it listen on a port, `{ sharing: api }` makes it a
 * second API process on that API's database (see startTestApi).
 */
export function startApi(
  mode: 'sandbox' | 'production',
  limits: Limits,
  options: { socket: true },
): Promise<SocketTestApi>;
export function startApi(
  mode?: 'sandbox' | 'production',
  limits?: Limits,
  options?: { socket?: false; sharing?: TestApi },
): Promise<TestApi>;
export function startApi(
  mode: 'sandbox' | 'production' = 'sandbox',
  limits: Limits = {},
  { socket = false, sharing }: { socket?: boolean; sharing?: TestApi } = {},
): Promise<TestApi> {
  const config = {
    signIn: { ...UNTHROTTLED_SIGN_IN, ...limits.signIn },
    codeSends: { ...CODE_SEND_DEFAULTS, ...limits.codeSends },
  };
  return socket ? startTestApi({ mode, config, socket }) : startTestApi({ mode, config, sharing });
}

export const phoneInfo = (phone: string) => ({ phone, phone_prefix: '86' });

export const PASSWORD = 'Passw0rd';

/** What the sandbox outbox holds for a phone or e-mail, newest first. */
export async function outbox(api: TestApi, to: string): Promise<OutboxEntry[]> {
  const { body } = await api.call('GET', `/api/sandbox/outbox?to=${encodeURIComponent(to)}`);
  return body.data as OutboxEntry[];
}

export async function lastCode(api: TestApi, to: string): Promise<string> {
  const [entry] = await outbox(api, to);
  if (!entry?.code) throw new Error(`no code was sent to ${to}`);
  return entry.code;
}

/** Lifts the 60 s, daily and per-IP send limits (every test request comes from 127.0.0.1). */
export async function clearSendLimits(api: TestApi): Promise<void> {
  await api.database.kysely.deleteFrom('code_sends').execute();
}

/** Moves every recorded send `ms` into the past. */
export async function ageSends(api: TestApi, ms: number): Promise<void> {
  await api.database.kysely
    .updateTable('code_sends')
    .set((eb) => ({ created_at: eb('created_at', '-', ms) }))
    .execute();
}

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export async function sendCode(api: TestApi, body: Record<string, unknown>, token?: string) {
  await clearSendLimits(api);
  const answer = await api.call('POST', '/api/v1/account/send/code', { body, token });
  expect(answer.body).toEqual({ code: 0, message: 'ok', data: null });
}

/** An access code sent by send/code-auto to the signed-in user's own phone (or e-mail). */
export async function accessCode(api: TestApi, token: string, to: string, send_type = 'SEND_TYPE_PHONE') {
  await clearSendLimits(api);
  const body = { send_type, mark_type: 'MARK_TYPE_ACCESS' };
  expect((await api.call('POST', '/api/v1/account/send/code-auto', { body, token })).body.code).toBe(0);
  return lastCode(api, to);
}

/** Signs in again by phone and passes the device check with an SMS code: a second session that works. */
export async function secondSession(api: TestApi, phone: string, password = PASSWORD): Promise<string> {
  const login = await api.call('POST', '/api/v1/account/login', { body: { phone_info: phoneInfo(phone), password } });
  const pending = (login.body.data as { token: string }).token;
  const captcha = await accessCode(api, pending, phone);
  const checked = await api.call('POST', '/api/v1/account/login/code/check', {
    body: { captcha, thirty_day: false, send_type: 'SEND_TYPE_PHONE' },
    token: pending,
  });
  return (checked.body.data as { token: string }).token;
}

/** Registers through the API and returns the session token. */
export async function register(api: TestApi, phone: string, password = PASSWORD): Promise<string> {
  await sendCode(api, { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_REGISTER', phone_info: phoneInfo(phone) });
  const captcha = await lastCode(api, phone);
  const { body } = await api.call('POST', '/api/v1/account/register', {
    body: { phone_prefix: '86', phone, password, captcha, invitation_code: null },
  });
  expect(body.code).toBe(0);
  return (body.data as { token: string }).token;
}

/** Binds an e-mail with a bind code and returns the fresh token. */
export async function bindEmail(api: TestApi, token: string, email: string): Promise<string> {
  await sendCode(api, { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email }, token);
  const captcha = await lastCode(api, email);
  const { body } = await api.call('POST', '/api/v1/account/email/bind', { body: { email, captcha }, token });
  expect(body.code).toBe(0);
  return (body.data as { token: string }).token;
}

/** A registered user with a bound e-mail, and a token that works. */
export async function signedUpUser(api: TestApi, phone: string, email: string): Promise<{ token: string }> {
  return { token: await bindEmail(api, await register(api, phone), email) };
}

export const failure = (code: number, message: string) => ({ code, message, data: null });
