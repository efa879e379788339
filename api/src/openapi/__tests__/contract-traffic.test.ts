import { createSession } from '../../auth/sessions';
import { readFileSync } from 'node:fs';
import { REQUEST_BODY_LIMIT_BYTES } from '@portal/shared/contract';
import { ADMIN_TOKEN_MIN_LENGTH } from '../../config';
import { seedSandbox } from '../../seed';
import { inTransaction } from '../../db/transaction';
import { requestTopUp } from '../../wallet/ledger/top-up';
import { startTestApi, type SocketTestApi } from '../../__tests__/test-api';
import { OPENAPI_FILE } from '../generate';
import { answerMismatches, operationsOf, type OpenApiDocument, type RecordedAnswer } from './response-validator';

// Recorded traffic through the OpenAPI document: every operation is called as the portal, an
// operator or the sandbox would, successfully and with each kind of failure it documents, and each
// answer the API gave (its status, content type and body) must be one the document describes.

const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
const ADMIN_TOKEN = 'k'.repeat(ADMIN_TOKEN_MIN_LENGTH);
const PASSWORD = 'Passw0rd';
const json = { 'Content-Type': 'application/json' };

let api: SocketTestApi;
const recorded: RecordedAnswer[] = [];
let demo: { id: string; phone: string; email: string; token: string };

beforeAll(async () => {
  api = await startTestApi({
    socket: true,
    config: { adminToken: ADMIN_TOKEN, reportsPerAddressPerMinute: 3 },
    // Every answer as the client gets it: the route that answered, its status, type and body.
    extend(app) {
      const bodies = new Map<string, string | null>();
      app.addHook('onSend', async (request, _reply, payload) => {
        bodies.set(request.id, typeof payload === 'string' ? payload : null);
        return payload;
      });
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url;
        if (route === undefined) return;
        recorded.push({
          method: request.method,
          route,
          status: reply.statusCode,
          contentType: String(reply.getHeader('content-type') ?? ''),
          body: bodies.get(request.id) ?? null,
        });
        bodies.delete(request.id);
      });
    },
  });
  await api.call('PUT', '/api/sandbox/admin/issuer', { body: { latency_ms: 0, failure_rate: 0 } });
  const { phone, email } = await seedSandbox(api.database);
  const { id } = await api.database.kysely
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  demo = { id, phone, email, token: await createSession(api.database, id, null) };
});
afterAll(() => api.close());

/** The newest code the sandbox outbox holds for a phone or an e-mail address. */
async function codeFor(to: string): Promise<string> {
  const { body } = await api.call('GET', `/api/sandbox/outbox?to=${encodeURIComponent(to)}`);
  const [entry] = body.data as { code: string | null }[];
  if (!entry?.code) throw new Error(`no code was sent to ${to}`);
  return entry.code;
}

/** Each code send starts a fresh window: all calls come from one address within seconds. */
const clearSendLimits = () => api.database.kysely.deleteFrom('code_sends').execute();

async function sendCode(body: object, token?: string) {
  await clearSendLimits();
  expect((await api.call('POST', '/api/v1/account/send/code', { body, token })).status).toBe(200);
}

async function accessCode(token: string, to: string, access_purpose?: string) {
  await clearSendLimits();
  const body = {
    send_type: 'SEND_TYPE_PHONE',
    mark_type: 'MARK_TYPE_ACCESS',
    ...(access_purpose && { access_purpose }),
  };
  expect((await api.call('POST', '/api/v1/account/send/code-auto', { body, token })).status).toBe(200);
  return codeFor(to);
}

type Data = Record<string, unknown> & { id: string; token: string };

/** The `data` of an answer that must be a success (a failure shows its envelope). */
async function ok<T = Data>(answer: Promise<{ status: number; body: { data: unknown } }>): Promise<T> {
  const { status, body } = await answer;
  expect({ status, body: status === 200 ? 'ok' : body }).toEqual({ status: 200, body: 'ok' });
  return body.data as T;
}

let phoneSeq = 0;
const newPhone = () => `1370000${String(++phoneSeq).padStart(4, '0')}`;

/** Registers through the API, binds an e-mail and signs in on a new device: every step of an account. */
async function newCustomer(): Promise<{ phone: string; email: string; token: string }> {
  const phone = newPhone();
  const email = `c${phoneSeq}@example.com`;
  const phoneInfo = { phone, phone_prefix: '86' };
  await sendCode({ send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_REGISTER', phone_info: phoneInfo });
  const registered = await ok(
    api.call('POST', '/api/v1/account/register', {
      body: { phone_prefix: '86', phone, password: PASSWORD, captcha: await codeFor(phone), invitation_code: null },
    }),
  );
  await sendCode({ send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email }, registered.token);
  const captcha = await codeFor(email);
  const access_captcha = await accessCode(registered.token, phone, 'SIGN_IN_CHECK');
  const bound = await ok(
    api.call('POST', '/api/v1/account/email/bind', {
      body: { email, captcha, access_captcha },
      token: registered.token,
    }),
  );
  return { phone, email, token: bound.token };
}

describe('the API against its OpenAPI document', () => {
  it('answers the account calls as documented', async () => {
    const customer = await newCustomer();
    const phoneInfo = { phone: customer.phone, phone_prefix: '86' };
    const device = { device_id: 'contract-device-1' };
    const signIn = await ok(
      api.call('POST', '/api/v1/account/login', { body: { phone_info: phoneInfo, password: PASSWORD, ...device } }),
    );
    const captcha = await accessCode(signIn.token, customer.phone, 'SIGN_IN_CHECK');
    const checked = await ok(
      api.call('POST', '/api/v1/account/login/code/check', {
        body: { captcha, thirty_day: true, send_type: 'SEND_TYPE_PHONE' },
        token: signIn.token,
      }),
    );
    const token = checked.token;
    await ok(api.call('GET', '/api/v1/account/info', { token }));
    const sessions = await ok<{ id: string }[]>(api.call('GET', '/api/v1/account/sessions', { token }));
    const devices = await ok<
      {
        id: string;
      }[]
    >(api.call('GET', '/api/v1/account/trusted-devices', { token }));
    await ok(api.call('DELETE', `/api/v1/account/trusted-devices/${devices[0]?.id}`, { token }));
    const other = sessions.find((session) => !(session as { current?: boolean }).current);
    await ok(api.call('DELETE', `/api/v1/account/sessions/${other?.id}`, { token }));
    await ok(api.call('DELETE', '/api/v1/account/sessions', { token }));

    const passwordCode = await accessCode(token, customer.phone, 'CHANGE_PASSWORD');
    await ok(
      api.call('PUT', '/api/v1/account/password', { body: { captcha: passwordCode, password: PASSWORD }, token }),
    );
    const newEmail = `new-${customer.email}`;
    await sendCode({ send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email: newEmail }, token);
    const emailCode = await codeFor(newEmail);
    const phoneCode = await accessCode(token, customer.phone, 'CHANGE_EMAIL');
    await ok(
      api.call('PUT', '/api/v1/account/email', {
        body: { email: newEmail, captcha: emailCode, access_captcha: phoneCode },
        token,
      }),
    );

    // Resetting the password by phone, and the transaction password by the e-mailed link.
    await clearSendLimits();
    await ok(api.call('POST', '/api/v1/account/forget-password/code', { body: { phone_info: phoneInfo } }));
    const resetCode = await codeFor(customer.phone);
    await ok(
      api.call('POST', '/api/v1/account/forget-password/check', {
        body: { phone_info: phoneInfo, captcha: resetCode },
      }),
    );
    await ok(
      api.call('PUT', '/api/v1/account/forget-password', { body: { phone_info: phoneInfo, password: PASSWORD } }),
    );
    await clearSendLimits();
    await ok(
      api.call('POST', '/api/v1/account/forget-password/code', {
        body: { email: newEmail, type: 'FORGET_TRX_PASSWORD' },
      }),
    );
    const linkCode = await codeFor(newEmail);
    await ok(
      api.call('POST', '/api/v1/account/forget-password/link-check', {
        body: { email: newEmail, captcha: linkCode, type: 'FORGET_TRX_PASSWORD' },
      }),
    );
    await ok(
      api.call('PUT', '/api/v1/account/forget-trx-password', {
        body: { email: newEmail, trx_password: '246810', captcha: linkCode },
      }),
    );

    // Failures of their own: a wrong password, a wrong code, a password that breaks the rule.
    const wrong = await api.call('POST', '/api/v1/account/login', {
      body: { phone_info: phoneInfo, password: 'Wrong1234' },
    });
    expect(wrong.body.code).toBe(2001);
    const signedIn = await ok(
      api.call('POST', '/api/v1/account/login', { body: { phone_info: phoneInfo, password: PASSWORD } }),
    );
    await ok(api.call('DELETE', '/api/v1/account/login', { token: signedIn.token }));
    expect((await api.call('GET', '/api/v1/account/info', { token: signedIn.token })).body.code).toBe(607);
    const weak = await api.call('POST', '/api/v1/account/register', {
      body: { phone_prefix: '86', phone: newPhone(), password: 'weak', captcha: '000000' },
    });
    expect(weak.body.code).toBe(2004);
  });

  it('answers the wallet, card and transaction calls as documented', async () => {
    const token = demo.token;
    const ticketFor = async () =>
      (
        await ok<{
          ticket: string;
        }>(api.call('POST', '/api/v1/account/trx-password/check', { body: { trx_password: '135790' }, token }))
      ).ticket;
    await ticketFor();
    for (const path of [
      '/api/v1/balance',
      '/api/v1/balance/account-balance-status',
      '/api/v1/balance/card-amount',
      '/api/v1/balance/transactions',
      '/api/v1/balance/spending',
      '/api/v1/card/opened-available',
      '/api/v1/card',
      '/api/v1/card/batch-create-card-status',
      '/api/v1/cardholder-profile',
      '/api/v1/transactions',
    ]) {
      await ok(api.call('GET', path, { token }));
    }
    await ok(api.call('POST', '/api/v1/balance/top-up', { body: { amount: '10.50', currency: 'USD' }, token }));
    const profile = {
      name: 'Zhang San',
      id_number: '11010519491231002X',
      phone_prefix: '86',
      phone: demo.phone,
      website: 'https://example.com',
    };
    await ok(api.call('PUT', '/api/v1/cardholder-profile', { body: profile, token }));

    const card = await ok(
      api.call('POST', '/api/v1/card', {
        body: { product_id: 'usd-standard', amount: '20.00' },
        token,
        headers: { 'Idempotency-Key': 'open-card-0001' },
      }),
    );
    await waitUntil(async () => {
      const details = await ok(api.call('GET', `/api/v1/card/${card.id}`, { token }));
      return details.status === 'CARD_STATUS_NORMAL';
    });
    const cardPath = `/api/v1/card/${card.id}`;
    await ok(api.call('GET', `${cardPath}/transactions`, { token }));
    await ok(api.call('GET', `${cardPath}/limits`, { token }));
    await ok(
      api.call('PUT', `${cardPath}/limits`, {
        body: { per_transaction_limit: '50', daily_limit: null, monthly_limit: null },
        token,
      }),
    );
    await ok(api.call('PUT', `${cardPath}/nickname`, { body: { nickname: '网购' }, token }));
    await ok(api.call('POST', `${cardPath}/recharge`, { body: { amount: 10 }, token }));
    await ok(api.call('POST', `${cardPath}/withdraw`, { body: { amount: '10.00' }, token }));
    await ok(
      api.call('POST', `/api/sandbox/admin/cards/${card.id}/spend`, { body: { amount: 1, merchant_name: 'Shop' } }),
    );
    await ok(
      api.call('POST', `/api/sandbox/admin/cards/${card.id}/refund`, { body: { amount: 1, merchant_name: 'Shop' } }),
    );
    const captcha = await accessCode(token, demo.phone, 'REVEAL_CARD_NUMBER');
    await ok(api.call('POST', `${cardPath}/sensitive`, { body: { captcha }, token }));
    await ok(api.call('PUT', `${cardPath}/status`, { body: { action: 'UPDATE_CARD_STATUS_FREEZE' }, token }));
    await ok(
      api.call('POST', '/api/v1/card/batch-status', {
        body: { action: 'UPDATE_CARD_STATUS_UNFREEZE', card_ids: [card.id] },
        token,
      }),
    );
    const transactions = await ok<{
      list: { id: string }[];
    }>(api.call('GET', '/api/v1/transactions', { token }));
    await ok(api.call('GET', `/api/v1/transactions/${transactions.list[0]?.id}`, { token }));

    // The money rules of the schemas and of the handlers.
    const amountCode = async (amount: unknown) =>
      (await api.call('POST', '/api/v1/balance/top-up', { body: { amount, currency: 'USD' }, token })).body.code;
    expect(await amountCode('1.234')).toBe(4010);
    expect(await amountCode(-5)).toBe(4010);
    expect(await amountCode('1,00')).toBe(1001);
    expect(await amountCode(2_000_000)).toBe(4012);
    const keyed = await api.call('POST', '/api/v1/balance/top-up', {
      body: { amount: 1, currency: 'USD' },
      token,
      headers: { 'Idempotency-Key': 'abc' },
    });
    expect(keyed.body.code).toBe(4050);
    const unticketed = await api.call('POST', `${cardPath}/recharge`, { body: { amount: 1 }, token, ticket: false });
    expect(unticketed.body.code).toBe(4083);
    const tooMuch = await api.call('POST', `${cardPath}/withdraw`, { body: { amount: 100_000 }, token });
    expect(tooMuch.status).toBe(409);

    await ok(api.call('DELETE', cardPath, { token }));
    await ok(
      api.call('POST', '/api/v1/batch-create-card', {
        body: { product_id: 'usd-standard', quantity: 1, amount: '10' },
        token,
        headers: { 'Idempotency-Key': 'batch-card-0001' },
      }),
    );
    await ok(api.call('GET', '/api/v1/card/batch-create-card-status', { token }));
  });

  it('answers the exports as documented, the files included', async () => {
    const token = demo.token;
    for (const [start, status, file, body] of [
      ['/api/v1/card/batch-export', '/api/v1/card/batch-export-status', '/api/v1/card/batch-export', {}],
      [
        '/api/v1/transactions/export',
        '/api/v1/transactions/export-status',
        '/api/v1/transactions/export',
        { format: 'csv' },
      ],
    ] as const) {
      const started = await ok(api.call('POST', start, { body, token }));
      let jobId = '';
      await waitUntil(async () => {
        const progress = await ok<{ ready: boolean; job_id: string }>(api.call('GET', status, { token }));
        jobId = progress.job_id;
        return progress.ready;
      });
      expect(jobId).toBe(started.job_id);
      const download = await api.fetch(`${file}/${jobId}/file`, { headers: { Authorization: `Bearer ${token}` } });
      expect(download.status).toBe(200);
      await download.arrayBuffer();
    }
  });

  it('answers the messages, the merchant, the live stream and the reports as documented', async () => {
    const token = demo.token;
    await ok(api.call('GET', '/api/v1/merchant'));
    const titles = await ok<{ id: string }[]>(api.call('GET', '/api/v1/merchant/user-agreement/title'));
    await ok(api.call('GET', `/api/v1/merchant/user-agreement/${titles[0]?.id}`));
    const list = await ok<{
      list: { id: string; type: string }[];
    }>(api.call('GET', '/api/v1/msg-center/station-msg/list?page=1&page_size=10', { token }));
    await ok(api.call('GET', '/api/v1/msg-center/station-msg/unread-quantity', { token }));
    const message = list.list.find((item) => item.type === 'STATION_MSG');
    await ok(api.call('PUT', '/api/v1/msg-center/station-msg/read-status', { body: { id: message?.id }, token }));
    await ok(api.call('PUT', '/api/v1/msg-center/station-msg/read-all', { body: {}, token }));
    const posted = await ok(
      api.call('POST', '/api/sandbox/admin/announcements', { body: { title: '公告', content: '内容' } }),
    );
    await ok(api.call('GET', `/api/v1/msg-center/announcement/${posted.id}`, { token }));
    await ok(
      api.call('POST', '/api/sandbox/admin/messages', { body: { phone: demo.phone, title: '通知', content: '内容' } }),
    );

    // The live stream answers text/event-stream; its headers are enough.
    const controller = new AbortController();
    const stream = await fetch(`${api.origin}/api/v1/events`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    recorded.push({
      method: 'GET',
      route: '/api/v1/events',
      status: stream.status,
      contentType: stream.headers.get('content-type') ?? '',
      body: null,
    });
    controller.abort();

    const report = { merchant: 'shop.example.com', remote: 'remote-cards', version: '1.0.0', outcome: 'rendered' };
    const reports = [];
    for (let sent = 0; sent < 4; sent += 1) {
      reports.push((await api.call('POST', '/api/v1/telemetry/remote-load', { body: report })).status);
    }
    expect(reports).toEqual([200, 200, 200, 429]);
    const csp = await api.fetch('/api/v1/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': { 'document-uri': 'https://example.com/', 'violated-directive': 'script-src' },
      }),
    });
    expect(csp.status).toBe(200);
    await ok(api.call('GET', '/api/health'));
  });

  it('answers the operator and sandbox calls as documented', async () => {
    const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const customer = await ok(
      api.call('POST', '/api/sandbox/admin/customers', {
        body: { phone: newPhone(), password: PASSWORD, email: 'operator-made@example.com', trx_password: '135790' },
      }),
    );
    const target = { user_id: customer.user_id ?? customer.id };
    await ok(
      api.call('POST', '/api/sandbox/admin/wallet/top-up', { body: { ...target, currency: 'CNY', amount: 100 } }),
    );
    await ok(api.call('PUT', '/api/sandbox/admin/wallet/status', { body: { ...target, frozen: false } }));
    await ok(api.call('POST', '/api/sandbox/admin/cards/seed', { body: { ...target, count: 2 } }));
    await ok(api.call('POST', '/api/sandbox/admin/transactions/seed', { body: { ...target, count: 3 } }));
    await ok(api.call('PUT', '/api/sandbox/admin/merchant', { body: { title: '星河卡包' } }));
    await ok(api.call('PUT', '/api/sandbox/admin/merchant/service', { body: { closed: false } }));
    await ok(api.call('GET', `/api/sandbox/outbox?to=${demo.phone}`));
    expect((await api.call('GET', '/api/sandbox/outbox')).status).toBe(400);

    // Top-up requests waiting for an operator, as a production API keeps them (a sandbox approves at once).
    for (const units of [300, 400]) {
      await inTransaction(api.database, (trx) => requestTopUp(api.database, trx, demo.id, 'USD', units, false));
    }
    const pending = await ok<{ list: { id: string }[] }>(
      api.call('GET', '/api/admin/top-up-requests?status=TOP_UP_STATUS_PENDING', { headers: admin }),
    );
    for (const [index, decision] of ['approve', 'reject'].entries()) {
      await ok(
        api.call('POST', `/api/admin/top-up-requests/${pending.list[index]?.id}/${decision}`, { headers: admin }),
      );
    }
    const decidedAgain = await api.call('POST', `/api/admin/top-up-requests/${pending.list[0]?.id}/reject`, {
      headers: admin,
    });
    expect(decidedAgain.body.code).toBe(1009);
    await ok(api.call('GET', '/api/admin/remote-loads', { headers: admin }));
  });

  it('answers every kind of failure each operation documents', async () => {
    const refusals = operationsOf(document).flatMap((operation) => {
      const path = operation.path.replace(/\{\w+\}/g, 'no-such-id');
      const statuses = Object.keys(operation.responses);
      const token = operation.adminOnly ? ADMIN_TOKEN : operation.signedIn ? demo.token : undefined;
      const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      const body = operation.takesBody ? '{}' : undefined;
      const headers = (given: Record<string, string>) => (operation.takesBody ? { ...given, ...json } : given);
      const request = (given: Record<string, string>, sent: string | undefined) => ({
        path,
        init: { method: operation.method, headers: headers(given), body: sent },
      });
      // Without a token, a body of the wrong shape, an id that names nothing, a body over the limit.
      return [
        statuses.includes('401') && request({}, body),
        statuses.includes('400') && operation.takesBody && request(auth, '[]'),
        statuses.includes('404') && operation.path.includes('{') && request(auth, body),
        statuses.includes('413') && request(auth, `"${'a'.repeat(REQUEST_BODY_LIMIT_BYTES)}"`),
      ].filter((refusal) => refusal !== false);
    });
    const statuses = await Promise.all(
      refusals.map(async ({ path, init }) => {
        const answer = await api.fetch(path, init);
        await answer.arrayBuffer();
        return `${init.method} ${path} ${answer.status}`;
      }),
    );
    expect(statuses.filter((line) => !/ 4\d\d$/.test(line))).toEqual([]);
  }, 60_000);

  it('gave only answers the document describes, and a success and a failure of every operation', () => {
    expect(answerMismatches(document, recorded)).toEqual([]);
    const missing = operationsOf(document).flatMap(({ method, path, responses }) => {
      const answers = recorded.filter(
        (answer) => answer.method === method && answer.route.replace(/:(\w+)/g, '{$1}') === path,
      );
      const lacks = [];
      if (!answers.some(({ status }) => status < 300)) lacks.push(`${method} ${path}: no success`);
      const documentsFailure = Object.keys(responses).some((status) => status.startsWith('4'));
      if (documentsFailure && !answers.some(({ status }) => status >= 400 && status < 500)) {
        lacks.push(`${method} ${path}: no refusal`);
      }
      return lacks;
    });
    expect(missing).toEqual([]);
  });
});

describe('the validator itself', () => {
  const answer = (status: number, body: unknown, contentType = 'application/json; charset=utf-8'): RecordedAnswer => ({
    method: 'GET',
    route: '/api/health',
    status,
    contentType,
    body: JSON.stringify(body),
  });
  const healthy = { code: 0, message: 'ok', data: { status: 'ok', version: '1', mode: 'sandbox' } };

  it('accepts a documented answer', () => {
    expect(answerMismatches(document, [answer(200, healthy)])).toEqual([]);
  });

  it('names an undocumented status, a body off its schema, an undocumented type and an unknown route', () => {
    expect(answerMismatches(document, [answer(418, healthy)])).toEqual(['GET /api/health: 418 is not documented']);
    expect(answerMismatches(document, [answer(200, { ...healthy, data: { status: 'down' } })])).toContain(
      "GET /api/health 200: /data must have required property 'version'",
    );
    expect(answerMismatches(document, [answer(200, healthy, 'text/html')])).toEqual([
      'GET /api/health 200: text/html is not documented',
    ]);
    expect(answerMismatches(document, [{ ...answer(200, healthy), route: '/api/nowhere' }])).toEqual([
      'GET /api/nowhere: not in the document',
    ]);
  });

  it('refuses a failure code the operation does not list', () => {
    const refusal = { code: 2001, message: '账号或密码错误', data: null };
    expect(answerMismatches(document, [{ ...answer(401, refusal), route: '/api/v1/account/info' }])).toHaveLength(1);
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the state never came');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
