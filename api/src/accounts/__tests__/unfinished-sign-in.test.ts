import { connectSse } from '../../messages/__tests__/sse-client';
import {
  PASSWORD,
  accessCode,
  bindEmail,
  clearSendLimits,
  failure,
  phoneInfo,
  register,
  sendCode,
  signedUpUser,
  startApi,
  type SocketTestApi,
} from './helpers';

let api: SocketTestApi;
// A socket: one test opens a live stream over HTTP.
beforeAll(async () => (api = await startApi('sandbox', {}, { socket: true })));
afterAll(() => api.close());
beforeEach(() => clearSendLimits(api));

const info = (token: string) => api.call('GET', '/api/v1/account/info', { token });
const EMAIL_FIRST = failure(605, '请先绑定邮箱');

/** The signed-in calls of the wallet, cards, messages and export screens, with bodies that pass validation. */
const SIGNED_IN_CALLS: [method: string, url: string, body?: unknown][] = [
  ['GET', '/api/v1/balance'],
  ['GET', '/api/v1/balance/account-balance-status'],
  ['GET', '/api/v1/balance/card-amount'],
  ['GET', '/api/v1/balance/transactions?page=1&page_size=10'],
  ['GET', '/api/v1/card?page=1&page_size=10'],
  ['GET', '/api/v1/card/opened-available'],
  ['GET', '/api/v1/card/batch-create-card-status'],
  ['GET', '/api/v1/cardholder-profile'],
  ['GET', '/api/v1/msg-center/station-msg/list?page=1&page_size=10'],
  ['GET', '/api/v1/msg-center/station-msg/unread-quantity'],
  ['PUT', '/api/v1/msg-center/station-msg/read-all', {}],
  ['GET', '/api/v1/card/batch-export-status'],
  ['POST', '/api/v1/card/batch-export', {}],
];

async function answersTo(token: string) {
  const answers = [];
  for (const [method, url, body] of SIGNED_IN_CALLS) {
    const { status, body: envelope } = await api.call(method, url, { token, body });
    answers.push({ call: `${method} ${url}`, status, code: envelope.code, message: envelope.message });
  }
  return answers;
}

const refusedEverywhere = (status: number, { code, message }: { code: number; message: string }) =>
  SIGNED_IN_CALLS.map(([method, url]) => ({ call: `${method} ${url}`, status, code, message }));

async function openStream(token: string) {
  const stream = await connectSse(`${api.origin}/api/v1/events`, { Authorization: `Bearer ${token}` });
  stream.close();
  return stream.status;
}

async function streamRefusal(token: string) {
  const { status, body } = await api.call('GET', '/api/v1/events', { token });
  return { status, body };
}

describe('a sign-in that owes its device check reads only the masked account', () => {
  it('by e-mail: the phone and the address masked, no id; the full account once the check passed', async () => {
    await signedUpUser(api, '13500000001', 'Owner.Mail@example.com');
    const login = await api.call('POST', '/api/v1/account/login', {
      body: { email: 'owner.mail@example.com', password: PASSWORD, device_id: 'strangers-laptop-1' },
    });
    expect(login.body.data).toMatchObject({ email: true, check: true });
    const pending = (login.body.data as { token: string }).token;

    expect((await info(pending)).body).toEqual({
      code: 0,
      message: 'ok',
      data: { id: '', email: 'o***@example.com', phone: '135****0001', phone_prefix: '86' },
    });

    const captcha = await accessCode(api, pending, 'owner.mail@example.com', 'SEND_TYPE_EMAIL');
    const checked = await api.call('POST', '/api/v1/account/login/code/check', {
      body: { captcha, thirty_day: false, send_type: 'SEND_TYPE_EMAIL' },
      token: pending,
    });
    const full = (checked.body.data as { token: string }).token;
    expect((await info(full)).body.data).toEqual({
      id: expect.any(String),
      email: 'owner.mail@example.com',
      phone: '13500000001',
      phone_prefix: '86',
    });
  });

  it('by phone, on an account without an e-mail: the phone masked, the e-mail empty', async () => {
    await register(api, '13500000002');
    const login = await api.call('POST', '/api/v1/account/login', {
      body: { phone_info: phoneInfo('13500000002'), password: PASSWORD, device_id: 'strangers-laptop-2' },
    });
    const pending = (login.body.data as { token: string }).token;
    expect((await info(pending)).body.data).toEqual({
      id: '',
      email: '',
      phone: '135****0002',
      phone_prefix: '86',
    });
  });
});

describe('a registrant before binding an e-mail', () => {
  it('is refused by the wallet, cards, messages, export and the event stream with 605 请先绑定邮箱', async () => {
    const token = await register(api, '13500000003');

    expect(await answersTo(token)).toEqual(refusedEverywhere(401, EMAIL_FIRST));
    expect(await streamRefusal(token)).toEqual({ status: 401, body: EMAIL_FIRST });
    expect(await info(token)).toMatchObject({ body: { code: 0, data: { id: '', phone: '135****0003' } } });
  });

  it('binds the e-mail, and the token it gets reaches everything', async () => {
    const token = await register(api, '13500000004');

    const fresh = await bindEmail(api, token, 'registrant@example.com');

    expect(await answersTo(fresh)).toEqual(refusedEverywhere(200, { code: 0, message: 'ok' }));
    expect(await openStream(fresh)).toBe(200);
    expect((await info(fresh)).body.data).toMatchObject({ email: 'registrant@example.com', phone: '13500000004' });
  });

  it('may still ask for the binding code and sign out', async () => {
    const token = await register(api, '13500000005');
    const email = 'leaving@example.com';

    await sendCode(api, { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email }, token);
    expect((await api.call('DELETE', '/api/v1/account/login', { token })).body).toEqual({
      code: 0,
      message: 'ok',
      data: null,
    });
    expect((await info(token)).body.code).toBe(607);
  });

  it('cannot skip the binding by signing in again and passing the device check', async () => {
    await register(api, '13500000006');
    const login = await api.call('POST', '/api/v1/account/login', {
      body: { phone_info: phoneInfo('13500000006'), password: PASSWORD, device_id: 'own-phone-123456' },
    });
    const pending = (login.body.data as { token: string }).token;
    const captcha = await accessCode(api, pending, '13500000006');
    const checked = await api.call('POST', '/api/v1/account/login/code/check', {
      body: { captcha, thirty_day: true, send_type: 'SEND_TYPE_PHONE' },
      token: pending,
    });
    const passed = (checked.body.data as { token: string }).token;

    expect(await answersTo(passed)).toEqual(refusedEverywhere(401, EMAIL_FIRST));
    expect(await streamRefusal(passed)).toEqual({ status: 401, body: EMAIL_FIRST });

    const bound = await bindEmail(api, passed, 'second-try@example.com');
    expect((await api.call('GET', '/api/v1/balance', { token: bound })).body.code).toBe(0);
  });
});

describe('a sign-in that owes its device check', () => {
  it('is refused by the event stream and export as by the other signed-in calls', async () => {
    await signedUpUser(api, '13500000007', 'seventh@example.com');
    const login = await api.call('POST', '/api/v1/account/login', {
      body: { phone_info: phoneInfo('13500000007'), password: PASSWORD, device_id: 'strangers-laptop-7' },
    });
    const pending = (login.body.data as { token: string }).token;
    const checkFirst = failure(605, '请先完成登录验证');

    expect(await answersTo(pending)).toEqual(refusedEverywhere(401, checkFirst));
    expect(await streamRefusal(pending)).toEqual({ status: 401, body: checkFirst });
  });
});
