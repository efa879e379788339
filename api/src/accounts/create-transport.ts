import type { Outbox } from './outbox';
import { SmtpTransport, readSmtpSettings } from './smtp-transport';
import type { CodeTransport } from './transport';

/** E-mail goes through SMTP when SMTP_HOST is set; everything else lands in the outbox. */
export function createTransport(outbox: Outbox, env: NodeJS.ProcessEnv = process.env): CodeTransport {
  const settings = readSmtpSettings(env);
  const smtp = settings ? new SmtpTransport(settings) : null;
  return {
    send: (message) => (message.channel === 'email' && smtp ? smtp.send(message) : outbox.send(message)),
  };
}
