import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** A customer the tests know everything about. */
export interface Account {
  phone: string;
  email: string;
  password: string;
}

interface OutboxEntry {
  id: string;
  /** What the customer reads, naming what the code is for (用于查看卡号…). */
  text: string;
  code: string | null;
  link: string | null;
}

/** A mainland mobile number no other test uses. */
export const newPhone = () => `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;

export const newAccount = (): Account => {
  const phone = newPhone();
  return { phone, email: `u${phone}@example.com`, password: 'Passw0rd1' };
};

const outbox = async (request: APIRequestContext, to: string) =>
  ((await (await request.get(`/api/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as { data: OutboxEntry[] })
    .data;

/**
 * Runs `send` (which makes the portal send an SMS or e-mail to `to`) and answers what arrived in the
 * sandbox outbox: the newest message that was not there before.
 */
export async function nextMessage(request: APIRequestContext, to: string, send: () => Promise<unknown>) {
  const before = new Set((await outbox(request, to)).map((entry) => entry.id));
  await send();
  let arrived: OutboxEntry | undefined;
  await expect
    .poll(async () => (arrived = (await outbox(request, to)).find((entry) => !before.has(entry.id))), {
      timeout: 10_000,
    })
    .toBeTruthy();
  return arrived as OutboxEntry;
}

/**
 * A registered customer with a bound e-mail (unless told otherwise), made through the sandbox so that no code was sent yet:
 * the flows under test may send theirs at once (a target gets one code a minute).
 */
export async function registerAccount(
  request: APIRequestContext,
  { withEmail = true, trxPassword }: { withEmail?: boolean; trxPassword?: string } = {},
): Promise<Account> {
  const account = newAccount();
  const data = {
    ...(withEmail ? account : { phone: account.phone, password: account.password }),
    ...(trxPassword && { trx_password: trxPassword }),
  };
  const response = await request.post('/api/sandbox/admin/customers', { data });
  expect(((await response.json()) as { code: number }).code).toBe(0);
  return account;
}

async function post(request: APIRequestContext, path: string, body: unknown, token?: string) {
  const response = await request.post(path, { data: body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const answer = (await response.json()) as { code: number; message: string; data: Record<string, unknown> | null };
  expect(answer, `${path}: ${answer.message}`).toMatchObject({ code: 0 });
  return answer.data ?? {};
}

/**
 * A full session for the customer: password sign-in, then the device check with a code sent to the
 * phone (by default) or to the e-mail, which leaves the phone's one code a minute for the test itself.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  account: Account,
  { checkBy = 'phone' }: { checkBy?: 'phone' | 'email' } = {},
): Promise<string> {
  const phoneInfo = { phone: account.phone, phone_prefix: '86' };
  const login = await post(request, '/api/v1/account/login', { password: account.password, phone_info: phoneInfo });
  const pending = login.token as string;
  if (!login.check) return pending;
  const sendType = checkBy === 'phone' ? 'SEND_TYPE_PHONE' : 'SEND_TYPE_EMAIL';
  const sent = await nextMessage(request, checkBy === 'phone' ? account.phone : account.email, () =>
    post(
      request,
      '/api/v1/account/send/code-auto',
      { send_type: sendType, mark_type: 'MARK_TYPE_ACCESS', access_purpose: 'SIGN_IN_CHECK' },
      pending,
    ),
  );
  const checked = await post(
    request,
    '/api/v1/account/login/code/check',
    { captcha: sent.code, thirty_day: false, send_type: sendType },
    pending,
  );
  return checked.token as string;
}
