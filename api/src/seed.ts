import { seedDemoAccount } from './accounts';
import { ADVISORY_LOCKS } from './db/advisory-locks';
import { oneProcessAtATime } from './db/one-process-at-a-time';
import type { Database } from './db/query-layer';
import { messageCenterFor, seedDemoMessages } from './messages';
import { seedDemoWallet } from './wallet';

/**
 * Sandbox data for a first start: the demo account (13800138000 / demo@example.com, password
 * Demo1234) with balances, cards in several states, transactions and messages. Each step does
 * nothing when its data already exists, so it runs at every sandbox start. Call it after the
 * server is built (the message center belongs to the server).
 */
export async function seedSandbox(database: Database): Promise<{ phone: string; email: string; password: string }> {
  // Processes started together would each find the demo account missing and write it: they take turns.
  return oneProcessAtATime(database, ADVISORY_LOCKS.sandboxSeed, async () => {
    const { userId, phone, email, password } = await seedDemoAccount(database);
    await seedDemoWallet(database, userId);
    await seedDemoMessages(messageCenterFor(database), userId);
    return { phone, email, password };
  });
}
