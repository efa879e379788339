import type { Announcement, ApiLanguage } from '@portal/shared/contract';
import type { Database } from '../db/query-layer';
import { messageTextIn } from '../platform/system-messages';

/** Announcements read one at a time, with this user's read flag, on the query layer (both databases). */
export class AnnouncementStore {
  constructor(private readonly database: Database) {}

  /** The announcement as this user sees it, in their language, or undefined when no announcement has that id. */
  async find(userId: string, id: string, language: ApiLanguage = 'zh-CN'): Promise<Announcement | undefined> {
    // Only announcements: a station message id, even the user's own, is not found here.
    const row = await this.database.kysely
      .selectFrom('messages as m')
      .leftJoin('message_reads as r', (join) => join.onRef('r.message_seq', '=', 'm.seq').on('r.user_id', '=', userId))
      .select(['m.id', 'm.title', 'm.content', 'm.template', 'm.template_values', 'm.created_at', 'r.read_at'])
      .where('m.id', '=', id)
      .where('m.type', '=', 'ANNOUNCEMENT')
      .executeTakeFirst();
    if (!row) return undefined;
    const { read_at, created_at, template, template_values, ...fields } = row;
    const text = messageTextIn({ title: fields.title, content: fields.content, template, template_values }, language);
    return { ...fields, ...text, created_at: new Date(created_at).toISOString(), read: read_at !== null };
  }
}
