import { inTransaction } from '../db/transaction';
import type { DemoMessage } from '../platform/system-messages';
import type { LiveMessageCenter } from './message-center';

const HOUR = 60 * 60 * 1000;

/** Older demo messages: [hours ago, message, read]. Their texts, in both languages, are templates. */
const HISTORY: [number, DemoMessage, boolean][] = [
  [72, { key: 'demoWelcome', values: {} }, true],
  [30, { key: 'demoWalletCredited', values: { amount: '1,000.00', currency: 'USD' } }, true],
  [6, { key: 'demoCardOpened', values: { last4: '4821' } }, false],
];

const ANNOUNCEMENT: DemoMessage = { key: 'demoMaintenance', values: {} };

const FRESH: DemoMessage = {
  key: 'demoCardSpent',
  values: { last4: '4821', amount: '25.99', currency: 'USD', merchant: 'AMAZON.COM' },
};

/**
 * Demo messages for the seeded account: back-dated history, an announcement and one fresh message,
 * each read in the reader's language.
 */
export async function seedDemoMessages(center: LiveMessageCenter, userId: string, now = Date.now()): Promise<void> {
  const { database, store, events } = center;
  const seeded = await database.kysely
    .selectFrom('messages')
    .select('seq')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  if (seeded) return;
  await inTransaction(database, async (trx) => {
    for (const [hoursAgo, message, read] of HISTORY) {
      const stored = await store.insert(trx, userId, message, now - hoursAgo * HOUR);
      if (read)
        await trx
          .insertInto('message_reads')
          .values({ user_id: userId, message_seq: stored.seq, read_at: now })
          .execute();
    }
    const announcement = await store.insert(trx, null, ANNOUNCEMENT, now - 2 * HOUR);
    await events.append(trx, null, announcement.type, announcement.seq, now - 2 * HOUR);
  });
  await center.sendStationMessage(userId, FRESH);
}
