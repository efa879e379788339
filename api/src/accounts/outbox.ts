import { randomUUID } from 'node:crypto';
import type { Database } from '../db/query-layer';
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
async function listOutbox(database: Database, to: string, limit: number): Promise<OutboxEntry[]> {
  const rows = (await database.kysely
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'code', 'link', 'created_at'])
    .where('recipient', '=', to.trim().toLowerCase())
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute()) as OutboxRow[];
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

/** The sandbox's delivery: messages land in the `outbox` table, where the sandbox outbox route reads them. */
export interface Outbox extends CodeTransport {
  /**
   * What was delivered to a phone or e-mail, newest first: read once every delivery this process
   * has begun has landed, so a message sent before the call is listed (on PostgreSQL its row may
   * still be on its way when the sending call has answered).
   */
  list(to: string, limit?: number): Promise<OutboxEntry[]>;
}

export function createOutbox(database: Database): Outbox {
  const landing = new Set<Promise<unknown>>();
  return {
    send(message: OutgoingMessage) {
      const { channel, to, subject, text, code, link } = message;
      const write = database.kysely
        .insertInto('outbox')
        .values({
          id: randomUUID(),
          channel,
          recipient: to.toLowerCase(),
          subject,
          body: text,
          code,
          link,
          created_at: Date.now(),
        })
        .execute();
      const landed: Promise<unknown> = write.then(
        () => landing.delete(landed),
        () => landing.delete(landed),
      );
      landing.add(landed);
      return write.then(() => undefined);
    },
    async list(to, limit = 50) {
      await Promise.all(landing);
      return listOutbox(database, to, limit);
    },
  };
}
