import type { Db } from '../db/database';
import type { MessageCenter } from '../platform/module';
import type { DemoMessage } from '../platform/system-messages';
import { EventStore } from './event-store';
import { MessageStore } from './message-store';

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
export async function seedDemoMessages(
  db: Db,
  messages: MessageCenter,
  userId: string,
  now = Date.now(),
): Promise<void> {
  const store = new MessageStore(db);
  const events = new EventStore(db);
  const seeded = db.prepare('SELECT 1 FROM messages WHERE user_id = ? LIMIT 1').get(userId);
  if (seeded) return;
  db.transaction(() => {
    for (const [hoursAgo, message, read] of HISTORY) {
      const stored = store.insert(userId, message, now - hoursAgo * HOUR);
      if (read) store.markRead(userId, stored.id, now);
    }
    const announcement = store.insert(null, ANNOUNCEMENT, now - 2 * HOUR);
    events.append(null, announcement.type, announcement.seq, now - 2 * HOUR);
  })();
  await messages.sendStationMessage(userId, FRESH);
}
