import type { Channel } from './codes';

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
