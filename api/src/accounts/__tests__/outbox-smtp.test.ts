import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SmtpTransport, readSmtpSettings, type SmtpSettings } from '../smtp-transport';
import { startFakeSmtp } from './fake-smtp-server';
import { clearSendLimits, failure, outbox, phoneInfo, register, startApi, type TestApi } from './helpers';

const message = {
  channel: 'email' as const,
  to: 'user@example.com',
  subject: '星河卡包 登录验证',
  text: '您的验证码为 123456，5分钟内有效。\n.\n第三行',
  code: '123456',
  link: null,
};
const plain = (port: number, extra: Partial<SmtpSettings> = {}): SmtpSettings => ({
  host: '127.0.0.1',
  port,
  secure: false,
  auth: null,
  from: '星河卡包 <no-reply@example.com>',
  ...extra,
});
const decodeBody = (data: string) => Buffer.from(data.split('\r\n\r\n')[1] ?? '', 'base64').toString('utf8');

describe('GET /api/sandbox/outbox', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(() => api.close());

  it('lists what was sent to a target, newest first, with codes', async () => {
    await register(api, '13800000001');
    await clearSendLimits(api);
    const body = { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS', phone_info: phoneInfo('13800000001') };
    await api.call('POST', '/api/v1/account/send/code', { body });
    const entries = await outbox(api, '13800000001');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      channel: 'sms',
      to: '13800000001',
      subject: expect.stringContaining('登录验证'),
      text: expect.stringContaining(entries[0]?.code ?? 'x'),
      code: expect.stringMatching(/^\d{6}$/),
      link: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(entries[1]?.subject).toContain('注册账号');
  });

  it('answers bad input with 1001', async () => {
    expect((await api.call('GET', '/api/sandbox/outbox')).body).toEqual(failure(1001, '缺少参数 to'));
    expect((await api.call('GET', `/api/sandbox/outbox?to=${'1'.repeat(65)}`)).body).toEqual(
      failure(1001, '参数 to 超过限制'),
    );
  });
});

describe('production mode', () => {
  it('answers the outbox with 404, while codes still go out', async () => {
    const api = await startApi('production');
    try {
      const body = {
        send_type: 'SEND_TYPE_PHONE',
        mark_type: 'MARK_TYPE_REGISTER',
        phone_info: phoneInfo('13800000002'),
      };
      expect((await api.call('POST', '/api/v1/account/send/code', { body })).body.code).toBe(0);
      const answer = await api.call('GET', '/api/sandbox/outbox?to=13800000002');
      expect(answer).toMatchObject({ status: 404, body: failure(1004, '请求的资源不存在') });
    } finally {
      await api.close();
    }
  });
});

describe('the SMTP transport', () => {
  it('speaks EHLO, MAIL FROM, RCPT TO, DATA and QUIT, with a UTF-8 base64 body', async () => {
    const server = await startFakeSmtp();
    try {
      await new SmtpTransport(plain(server.port)).send(message);
      const [conversation] = server.conversations;
      expect(conversation?.commands).toEqual([
        expect.stringMatching(/^EHLO \S+$/),
        'MAIL FROM:<no-reply@example.com>',
        'RCPT TO:<user@example.com>',
        'DATA',
        'QUIT',
      ]);
      const data = conversation?.data ?? '';
      expect(data).toContain(`Subject: =?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`);
      expect(data).toContain('To: <user@example.com>');
      expect(data).toContain('Content-Type: text/plain; charset=UTF-8');
      expect(decodeBody(data)).toBe(message.text);
    } finally {
      await server.close();
    }
  });

  it('fails with the verb and code when the server refuses, never a header injection', async () => {
    const server = await startFakeSmtp({ refuse: 'RCPT' });
    try {
      await expect(new SmtpTransport(plain(server.port)).send(message)).rejects.toThrow('SMTP RCPT answered 550');
      await expect(
        new SmtpTransport(plain(server.port)).send({ ...message, to: 'a@b.cn\r\nBcc: x@y.cn' }),
      ).rejects.toThrow('must be one line');
    } finally {
      await server.close();
    }
  });

  it('fails when nothing listens', async () => {
    const server = await startFakeSmtp();
    await server.close();
    await expect(new SmtpTransport(plain(server.port)).send(message)).rejects.toThrow();
  });

  const openssl = (() => {
    try {
      execFileSync('openssl', ['version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  (openssl ? it : it.skip)('authenticates with AUTH PLAIN over implicit TLS', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'smtp-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...[
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
        ],
      ],
      { stdio: 'ignore' },
    );
    const server = await startFakeSmtp({ tls: { key: readFileSync(key), cert: readFileSync(cert) } });
    try {
      const auth = { user: 'mailer', pass: 's3cret' };
      await new SmtpTransport(plain(server.port, { secure: true, auth, tls: { ca: readFileSync(cert) } })).send(
        message,
      );
      const auth64 = server.conversations[0]?.commands[1]?.replace('AUTH PLAIN ', '') ?? '';
      expect(Buffer.from(auth64, 'base64').toString()).toBe('\0mailer\0s3cret');
      expect(server.conversations[0]?.commands[2]).toBe('MAIL FROM:<no-reply@example.com>');
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads its settings from SMTP_* and never sends credentials in clear', () => {
    expect(readSmtpSettings({})).toBeNull();
    expect(readSmtpSettings({ SMTP_HOST: 'mail.example.com', SMTP_FROM: 'a@example.com' })).toEqual({
      host: 'mail.example.com',
      port: 25,
      secure: false,
      auth: null,
      from: 'a@example.com',
    });
    expect(
      readSmtpSettings({ SMTP_HOST: 'm', SMTP_FROM: 'a@b.cn', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p' }),
    ).toMatchObject({
      port: 465,
      secure: true,
      auth: { user: 'u', pass: 'p' },
    });
    expect(() => readSmtpSettings({ SMTP_HOST: 'm', SMTP_FROM: 'a@b.cn', SMTP_USER: 'u', SMTP_PASS: 'p' })).toThrow(
      'SMTP_SECURE',
    );
    expect(() => readSmtpSettings({ SMTP_HOST: 'm' })).toThrow('SMTP_FROM');
    expect(() => readSmtpSettings({ SMTP_HOST: 'm', SMTP_FROM: 'a@b.cn', SMTP_PORT: 'x' })).toThrow('SMTP_PORT');
  });

  it('carries the e-mails of the API when SMTP_HOST is set; SMS still go to the outbox', async () => {
    const server = await startFakeSmtp();
    const saved = { ...process.env };
    Object.assign(process.env, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(server.port),
      SMTP_FROM: 'no-reply@example.com',
    });
    const api = await startApi();
    process.env = saved;
    try {
      await register(api, '13800000003');
      const token = (
        await api.call('POST', '/api/v1/account/login', {
          body: { phone_info: phoneInfo('13800000003'), password: 'Passw0rd' },
        })
      ).body.data as { token: string };
      await clearSendLimits(api);
      const body = { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email: 'smtp@example.com' };
      expect((await api.call('POST', '/api/v1/account/send/code', { body, token: token.token })).body.code).toBe(0);
      for (let wait = 0; wait < 100 && !server.conversations[0]?.data; wait += 1)
        await new Promise((r) => setTimeout(r, 20));
      expect(server.conversations[0]?.commands).toContain('RCPT TO:<smtp@example.com>');
      expect(decodeBody(server.conversations[0]?.data ?? '')).toMatch(/验证码为 \d{6}，用于绑定邮箱/);
      expect(await outbox(api, 'smtp@example.com')).toEqual([]);
      expect(await outbox(api, '13800000003')).toHaveLength(1);
    } finally {
      await api.close();
      await server.close();
    }
  });
});
