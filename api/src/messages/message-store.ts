import { randomUUID } from 'node:crypto';
import type { MessageType, Page, StationMessage } from '@portal/shared/contract';
import type { ApiLanguage } from '@portal/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/query-layer';
import type { Schema } from '../db/schema';
import { UntilNextWrite } from '../db/until-next-write';
import { messageTextIn, systemMessageText, type MessageText, type SystemMessage } from '../platform/system-messages';

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

/** Where a page of the messages one user may see starts. */
interface PageAt {
  limit: number;
  offset: number;
}

/**
 * The messages one user may see (their own station messages, every announcement, or one kind), as
 * index ranges: the user's own and the announcements, each read on its own index and put together.
 */
function visibleParts(kysely: Kysely<Schema>, kind: MessageType | 'ALL', userId: string) {
  const own = kysely.selectFrom('messages').where('user_id', '=', userId);
  const announcements = kysely.selectFrom('messages').where('user_id', 'is', null);
  if (kind === 'STATION_MSG') return [own];
  if (kind === 'ANNOUNCEMENT') return [announcements];
  return [own, announcements];
}

const LIST_COLUMNS = ['seq', 'id', 'type', 'title', 'content', 'template', 'template_values', 'created_at'] as const;

/** Station messages, announcements and who read them, on the query layer. */
export class MessageStore {
  /**
   * Every signed-in page asks for its badge: on SQLite counts are kept until the database is written
   * (on PostgreSQL other processes write too, so every ask reads).
   */
  private readonly keptUnread: UntilNextWrite<number> | null;

  constructor(private readonly database: Database) {
    this.keptUnread = database.sqlite === null ? null : new UntilNextWrite<number>(database.sqlite);
  }

  /**
   * Stores a station message (userId) or an announcement (userId null) in the transaction `trx`. A
   * system message keeps its template key and values, and its Chinese text as title and content.
   */
  async insert(
    trx: Kysely<Schema>,
    userId: string | null,
    message: NewMessage,
    createdAt = Date.now(),
  ): Promise<StoredMessage> {
    const id = randomUUID();
    const type: MessageType = userId === null ? 'ANNOUNCEMENT' : 'STATION_MSG';
    const template = isSystemMessage(message) ? message : null;
    const { title, content } = template ? systemMessageText(template, 'zh-CN') : (message as MessageText);
    const { seq } = await trx
      .insertInto('messages')
      .values({
        id,
        user_id: userId,
        type,
        title,
        content,
        status: MESSAGE_STATUS,
        created_at: createdAt,
        template: template?.key ?? null,
        template_values: template ? JSON.stringify(template.values) : null,
      })
      .returning('seq')
      .executeTakeFirstOrThrow();
    return { seq: Number(seq), id, type, title, content, status: MESSAGE_STATUS, template };
  }

  /** One page, newest first, with the read flag joined in (one query, no N+1), in the reader's language. */
  async list(
    userId: string,
    { page, page_size, type }: MessageQuery,
    language: ApiLanguage = 'zh-CN',
  ): Promise<Page<StationMessage>> {
    const kind = type ?? 'ALL';
    const total = await this.count(kind, userId);
    const found = await this.pageRows(kind, userId, { limit: page_size, offset: (page - 1) * page_size });
    const list = found.map(({ read_at, created_at, template, template_values, ...row }) => ({
      id: row.id,
      type: row.type as MessageType,
      ...messageTextIn({ title: row.title, content: row.content, template, template_values }, language),
      read: read_at !== null,
      created_at: new Date(created_at).toISOString(),
    }));
    return { list, total, page, page_size };
  }

  /** How many messages of the kind the user may see, counted on the covering index of each part. */
  private async count(kind: MessageType | 'ALL', userId: string): Promise<number> {
    const { kysely } = this.database;
    const counts = visibleParts(kysely, kind, userId).map((part) =>
      part.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    );
    return (await Promise.all(counts)).reduce((sum, { n }) => sum + Number(n), 0);
  }

  /** The messages of the kind the user may see, these columns of them: one range, or two put together. */
  private visible<C extends (typeof LIST_COLUMNS)[number]>(
    kind: MessageType | 'ALL',
    userId: string,
    columns: readonly C[],
  ) {
    const [first, ...rest] = visibleParts(this.database.kysely, kind, userId).map((part) => part.select(columns));
    return rest.reduce((union, part) => union.unionAll(part), first!);
  }

  /** The page's rows, newest first, each with the user's read time (null while unread). */
  private pageRows(kind: MessageType | 'ALL', userId: string, { limit, offset }: PageAt) {
    const { kysely } = this.database;
    const visible = this.visible(kind, userId, LIST_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(limit)
      .offset(offset);
    return kysely
      .selectFrom(visible.as('m'))
      .leftJoin('message_reads as r', (join) => join.onRef('r.message_seq', '=', 'm.seq').on('r.user_id', '=', userId))
      .select([
        'm.id',
        'm.type',
        'm.title',
        'm.content',
        'm.template',
        'm.template_values',
        'm.created_at',
        'r.read_at',
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.seq', 'desc')
      .execute();
  }

  /** Marks a message the user may see as read; false when it is not theirs (nothing changes). */
  async markRead(userId: string, messageId: string, now = Date.now()): Promise<boolean> {
    const { kysely } = this.database;
    const visible = await kysely
      .selectFrom('messages')
      .select('seq')
      .where('id', '=', messageId)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
      .executeTakeFirst();
    if (visible === undefined) return false;
    await kysely
      .insertInto('message_reads')
      .values({ user_id: userId, message_seq: visible.seq, read_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'message_seq']).doNothing())
      .execute();
    return true;
  }

  /**
   * Marks every message the user may see (of one type, or all) read, in one statement; answers how
   * many were unread. Rows already read are left alone, so their read time stays the first one.
   */
  async markAllRead(userId: string, type?: MessageType, now = Date.now()): Promise<number> {
    const { kysely } = this.database;
    const unread = kysely
      .selectFrom(this.visible(type ?? 'ALL', userId, ['seq']).as('m'))
      .select([sql<string>`${userId}`.as('user_id'), 'm.seq', sql<number>`cast(${now} as bigint)`.as('read_at')])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('message_reads as r')
              .select('r.message_seq')
              .where('r.user_id', '=', userId)
              .whereRef('r.message_seq', '=', 'm.seq'),
          ),
        ),
      );
    const { numInsertedOrUpdatedRows } = await kysely
      .insertInto('message_reads')
      .columns(['user_id', 'message_seq', 'read_at'])
      .expression(unread)
      .onConflict((conflict) => conflict.columns(['user_id', 'message_seq']).doNothing())
      .executeTakeFirstOrThrow();
    return Number(numInsertedOrUpdatedRows ?? 0);
  }

  /** The unread counts of several users (the fan-out of an announcement), read together. */
  async unreadCounts(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.database.kysely
      .selectFrom('message_counters')
      .select(['owner', 'visible', 'read'])
      .where('owner', 'in', ['*', ...userIds])
      .execute();
    const announcements = Number(rows.find((row) => row.owner === '*')?.visible ?? 0);
    const own = new Map(rows.map((row) => [row.owner, Number(row.visible) - Number(row.read)]));
    return new Map(userIds.map((userId) => [userId, announcements + (own.get(userId) ?? 0)]));
  }

  /** The user's unread messages: their own and the announcements, minus what they read (trigger-kept counters). */
  async unreadCount(userId: string): Promise<number> {
    const read = async () => {
      const { kysely } = this.database;
      const counter = (owner: string) => kysely.selectFrom('message_counters').where('owner', '=', owner);
      const row = await kysely
        .selectNoFrom((eb) => [
          eb.fn.coalesce(counter(userId).select(sql<number>`visible - read`.as('n')), sql<number>`0`).as('own'),
          eb.fn.coalesce(counter('*').select('visible'), sql<number>`0`).as('announcements'),
        ])
        .executeTakeFirstOrThrow();
      return Number(row.own) + Number(row.announcements);
    };
    return (this.keptUnread ? await this.keptUnread.read(userId, read) : await read()) ?? 0;
  }
}
