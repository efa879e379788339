import type { Db } from '../db/database';
import type { Channel } from './codes';
import { createOutboxTransport } from './outbox';
import { SmtpTransport, readSmtpSettings } from './smtp-transport';

/** One SMS or e-mail carrying a code (and, for e-mailed resets, a link). */
export interface OutgoingMessage {
  channel: Channel;
  /** The phone number or the e-mail address. */
  to: string;
  subject: string;
  text: string;
  code: string;
  /** The portal path of a reset link, when the message has one. */
  link: string | null;
}

/** How codes leave the server; a merchant plugs an SMS provider in by implementing this. */
export interface CodeTransport {
  send(message: OutgoingMessage): Promise<void>;
}

/** E-mail goes through SMTP when SMTP_HOST is set; everything else lands in the outbox. */
export function createTransport(db: Db, env: NodeJS.ProcessEnv = process.env): CodeTransport {
  const outbox = createOutboxTransport(db);
  const settings = readSmtpSettings(env);
  const smtp = settings ? new SmtpTransport(settings) : null;
  return {
    send: (message) => (message.channel === 'email' && smtp ? smtp.send(message) : outbox.send(message)),
  };
}
