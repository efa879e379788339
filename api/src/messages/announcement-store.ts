import type { Announcement, ApiLanguage } from '@portal/shared/contract';
import type { Db } from '../db/database';
import { messageTextIn, type StoredText } from '../platform/system-messages';

interface AnnouncementRow extends Omit<Announcement, 'read' | 'created_at'>, StoredText {
  created_at: number;
  is_read: number;
}

/** Announcements read one at a time, with this user's read flag; the statement is prepared once. */
export class AnnouncementStore {
  private readonly findStatement;

  constructor(db: Db) {
    // Only announcements: a station message id, even the user's own, is not found here.
    this.findStatement = db.prepare(
      `SELECT m.id, m.title, m.content, m.template, m.template_values, m.created_at, r.read_at IS NOT NULL AS is_read
         FROM messages m
         LEFT JOIN message_reads r ON r.user_id = ? AND r.message_seq = m.seq
        WHERE m.id = ? AND m.type = 'ANNOUNCEMENT'`,
    );
  }

  /** The announcement as this user sees it, in their language, or undefined when no announcement has that id. */
  find(userId: string, id: string, language: ApiLanguage = 'zh-CN'): Announcement | undefined {
    const row = this.findStatement.get(userId, id) as AnnouncementRow | undefined;
    if (!row) return undefined;
    const { is_read, created_at, template, template_values, ...fields } = row;
    const text = messageTextIn({ title: fields.title, content: fields.content, template, template_values }, language);
    return { ...fields, ...text, created_at: new Date(created_at).toISOString(), read: is_read === 1 };
  }
}
