import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { hostname } from 'node:os';
import tls from 'node:tls';
import { SmtpSession } from './smtp-session';
import type { CodeTransport, OutgoingMessage } from './transport';

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465); credentials are only ever sent over it. */
  secure: boolean;
  auth: { user: string; pass: string } | null;
  /** `address` or `Name <address>`. */
  from: string;
  /** Extra TLS options (a private CA, say). */
  tls?: tls.ConnectionOptions;
  timeoutMs?: number;
}

/** SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS and SMTP_FROM; null when SMTP_HOST is unset. */
export function readSmtpSettings(env: NodeJS.ProcessEnv = process.env): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const secure = env.SMTP_SECURE === 'true';
  const port = Number(env.SMTP_PORT ?? (secure ? 465 : 25));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT is not a port: ${env.SMTP_PORT}`);
  if (!env.SMTP_FROM) throw new Error('SMTP_FROM is required when SMTP_HOST is set');
  if (env.SMTP_USER && !secure)
    throw new Error('SMTP_USER needs SMTP_SECURE=true: credentials are never sent in clear');
  if (env.SMTP_USER && !env.SMTP_PASS) throw new Error('SMTP_USER needs SMTP_PASS');
  const auth = env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : null;
  return { host, port, secure, auth, from: env.SMTP_FROM };
}

const noLineBreaks = (value: string, what: string): string => {
  if (/[\r\n]/.test(value)) throw new Error(`SMTP ${what} must be one line`);
  return value;
};

/** RFC 2047 encoded word for non-ASCII header text. */
const encodeWord = (text: string): string =>
  /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

function parseFrom(from: string): { address: string; header: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(noLineBreaks(from, 'sender'));
  if (!match) return { address: from.trim(), header: from.trim() };
  const [, name = '', address = ''] = match;
  return { address, header: name ? `${encodeWord(name.replace(/^"|"$/g, ''))} <${address}>` : address };
}

/** Plain text in UTF-8, base64 in 76-character lines: no line can start with a dot. */
function buildData(from: string, to: string, subject: string, text: string): string {
  const domain = from.split('@')[1] ?? 'localhost';
  const body = (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
  return [
    `From: ${from}`,
    `To: <${to}>`,
    `Subject: ${encodeWord(subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/** A minimal SMTP client: EHLO, AUTH PLAIN (over TLS only), MAIL FROM, RCPT TO, DATA, QUIT. */
export class SmtpTransport implements CodeTransport {
  constructor(private readonly settings: SmtpSettings) {}

  async send(message: OutgoingMessage): Promise<void> {
    const { host, port, secure, auth, timeoutMs = 15_000 } = this.settings;
    const from = parseFrom(this.settings.from);
    const to = noLineBreaks(message.to, 'recipient');
    const data = buildData(from.header, to, noLineBreaks(message.subject, 'subject'), message.text);
    const socket = secure
      ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, ...this.settings.tls })
      : net.connect({ host, port });
    const session = new SmtpSession(socket, timeoutMs);
    try {
      await session.expect(null, [220]);
      await session.expect(`EHLO ${hostname() || 'localhost'}`, [250]);
      if (auth) {
        if (!secure) throw new Error('SMTP credentials are only sent over TLS');
        await session.expect(`AUTH PLAIN ${Buffer.from(`\0${auth.user}\0${auth.pass}`).toString('base64')}`, [235]);
      }
      await session.expect(`MAIL FROM:<${from.address}>`, [250]);
      await session.expect(`RCPT TO:<${to}>`, [250, 251]);
      await session.expect('DATA', [354]);
      await session.expect(`${data}\r\n.`, [250]);
      await session.expect('QUIT', [221]).catch(() => undefined);
    } finally {
      session.close();
    }
  }
}
