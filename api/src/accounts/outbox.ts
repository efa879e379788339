import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Channel } from './codes';
import type { CodeTransport, OutgoingMessage } from './transport';

/** One delivered message as the sandbox outbox lists it (codes appear here only because it is the sandbox). */
export interface OutboxEntry {
  id: string;
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  created_at: string;
}

/** Stores each message synchronously, so it is listed as soon as the send call returns. */
export function createOutboxTransport(db: Db): CodeTransport {
  const insert = db.prepare(
    `INSERT INTO outbox (id, channel, recipient, subject, body, code, link, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    send(message: OutgoingMessage) {
      const { channel, to, subject, text, code, link } = message;
      insert.run(randomUUID(), channel, to.toLowerCase(), subject, text, code, link, Date.now());
      return Promise.resolve();
    },
  };
}

interface OutboxRow {
  id: string;
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: number;
}

/** What was sent to one phone or e-mail address, newest first. */
export function listOutbox(db: Db, to: string, limit = 50): OutboxEntry[] {
  const rows = db
    .prepare(
      `SELECT id, channel, recipient, subject, body, code, link, created_at FROM outbox
        WHERE recipient = ? ORDER BY seq DESC LIMIT ?`,
    )
    .all(to.trim().toLowerCase(), limit) as OutboxRow[];
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    code: row.code,
    link: row.link,
    created_at: new Date(row.created_at).toISOString(),
  }));
}
