import { randomUUID } from 'node:crypto';
import type { MessageType, Page, StationMessage } from '@portal/shared/contract';
import type { Statement } from 'better-sqlite3';
import type { ApiLanguage } from '@portal/shared/contract';
import type { Db } from '../db/database';
import { UntilNextWrite } from '../db/until-next-write';
import {
  messageTextIn,
  systemMessageText,
  type MessageText,
  type StoredText,
  type SystemMessage,
} from '../platform/system-messages';

/** Every stored message succeeded; the spec's event `status` text for success. */
export const MESSAGE_STATUS = 'success';

export interface StoredMessage {
  seq: number;
  id: string;
  type: MessageType;
  title: string;
  content: string;
  status: string;
  /** The system message it was built from; null for an announcement or a message stored as text. */
  template: SystemMessage | null;
}

/** What is stored: a text (an announcement, a merchant's message), or a system message from its template. */
export type NewMessage = MessageText | SystemMessage;

const isSystemMessage = (message: NewMessage): message is SystemMessage => 'key' in message;

export interface MessageQuery {
  page: number;
  page_size: number;
  type?: MessageType;
}

/** Messages one user may see: their own station messages, every announcement, or one kind. */
const VISIBLE: Record<MessageType | 'ALL', string> = {
  STATION_MSG: 'SELECT * FROM messages WHERE user_id = @user',
  ANNOUNCEMENT: 'SELECT * FROM messages WHERE user_id IS NULL',
  ALL: 'SELECT * FROM messages WHERE user_id = @user UNION ALL SELECT * FROM messages WHERE user_id IS NULL',
};

/** The same sets, counted on the covering index. */
const COUNT: Record<MessageType | 'ALL', string> = {
  STATION_MSG: 'SELECT COUNT(*) FROM messages WHERE user_id = @user',
  ANNOUNCEMENT: 'SELECT COUNT(*) FROM messages WHERE user_id IS NULL',
  ALL: 'SELECT (SELECT COUNT(*) FROM messages WHERE user_id = @user) + (SELECT COUNT(*) FROM messages WHERE user_id IS NULL)',
};

interface ListRow extends Omit<StationMessage, 'read' | 'created_at'>, StoredText {
  created_at: number;
  is_read: number;
}

/** Station messages, announcements and who read them, with statements prepared once. */
export class MessageStore {
  private readonly insertStatement;
  private readonly visibleStatement;
  private readonly readStatement;
  private readonly unreadStatement;
  /** Every signed-in page asks for its badge: counts are kept until the database is written. */
  private readonly unreadCounts;
  private readonly pages = new Map<MessageType | 'ALL', { count: Statement; rows: Statement }>();

  constructor(private readonly db: Db) {
    this.unreadCounts = new UntilNextWrite<number>(db);
    this.insertStatement = db.prepare(
      `INSERT INTO messages (id, user_id, type, title, content, status, created_at, template, template_values)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.visibleStatement = db
      .prepare('SELECT seq FROM messages WHERE id = ? AND (user_id = ? OR user_id IS NULL)')
      .pluck();
    this.readStatement = db.prepare(
      'INSERT OR IGNORE INTO message_reads (user_id, message_seq, read_at) VALUES (?, ?, ?)',
    );
    // The trigger-kept counters (migration 0042): the user's messages and the announcements, minus their reads.
    this.unreadStatement = db
      .prepare(
        `SELECT coalesce((SELECT visible - read FROM message_counters WHERE owner = @user), 0)
              + coalesce((SELECT visible FROM message_counters WHERE owner = '*'), 0)`,
      )
      .pluck();
  }

  /**
   * Stores a station message (userId) or an announcement (userId null). A system message keeps its
   * template key and values, and its Chinese text as title and content.
   */
  insert(userId: string | null, message: NewMessage, createdAt = Date.now()): StoredMessage {
    const id = randomUUID();
    const type: MessageType = userId === null ? 'ANNOUNCEMENT' : 'STATION_MSG';
    const template = isSystemMessage(message) ? message : null;
    const { title, content } = template ? systemMessageText(template, 'zh-CN') : (message as MessageText);
    const key = template?.key ?? null;
    const values = template ? JSON.stringify(template.values) : null;
    const { lastInsertRowid } = this.insertStatement.run(
      id,
      userId,
      type,
      title,
      content,
      MESSAGE_STATUS,
      createdAt,
      key,
      values,
    );
    return { seq: Number(lastInsertRowid), id, type, title, content, status: MESSAGE_STATUS, template };
  }

  /** One page, newest first, with the read flag joined in (one query, no N+1), in the reader's language. */
  list(userId: string, { page, page_size, type }: MessageQuery, language: ApiLanguage = 'zh-CN'): Page<StationMessage> {
    const { count, rows } = this.pageStatements(type ?? 'ALL');
    const total = count.get({ user: userId }) as number;
    const found = rows.all({ user: userId, limit: page_size, offset: (page - 1) * page_size }) as ListRow[];
    const list = found.map(({ is_read, created_at, template, template_values, ...row }) => ({
      ...row,
      ...messageTextIn({ title: row.title, content: row.content, template, template_values }, language),
      read: is_read === 1,
      created_at: new Date(created_at).toISOString(),
    }));
    return { list, total, page, page_size };
  }

  private pageStatements(kind: MessageType | 'ALL') {
    const cached = this.pages.get(kind);
    if (cached) return cached;
    const visible = VISIBLE[kind];
    const statements = {
      count: this.db.prepare(COUNT[kind]).pluck(),
      rows: this.db.prepare(
        `SELECT m.id, m.type, m.title, m.content, m.template, m.template_values, m.created_at, r.read_at IS NOT NULL AS is_read
           FROM (${visible} ORDER BY created_at DESC, seq DESC LIMIT @limit OFFSET @offset) m
           LEFT JOIN message_reads r ON r.user_id = @user AND r.message_seq = m.seq
          ORDER BY m.created_at DESC, m.seq DESC`,
      ),
    };
    this.pages.set(kind, statements);
    return statements;
  }

  /** Marks a message the user may see as read; false when it is not theirs (nothing changes). */
  markRead(userId: string, messageId: string, now = Date.now()): boolean {
    const seq = this.visibleStatement.get(messageId, userId) as number | undefined;
    if (seq === undefined) return false;
    this.readStatement.run(userId, seq, now);
    return true;
  }

  /**
   * Marks every message the user may see (of one type, or all) read, in one statement; answers how
   * many were unread. Rows already read are left alone, so their read time stays the first one.
   */
  markAllRead(userId: string, type?: MessageType, now = Date.now()): number {
    const visible = VISIBLE[type ?? 'ALL'];
    const statement = this.db.prepare(
      `INSERT OR IGNORE INTO message_reads (user_id, message_seq, read_at)
         SELECT @user, m.seq, @now FROM (${visible}) m
          WHERE NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.user_id = @user AND r.message_seq = m.seq)`,
    );
    return statement.run({ user: userId, now }).changes;
  }

  unreadCount(userId: string): number {
    return this.unreadCounts.get(userId, () => this.unreadStatement.get({ user: userId }) as number);
  }
}
