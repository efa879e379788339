import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database';

/** One user with `cards` cards (and their secrets) and `messages` station messages, in one transaction. */
export function seedBenchUser(db: Db, cards: number, messages: number): string {
  const userId = randomUUID();
  const now = Date.now();
  const card = db.prepare(
    `INSERT INTO cards (id, user_id, product_id, currency, last4, expiry, balance, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, '12/30', ?, ?, ?, ?)`,
  );
  const secret = db.prepare('INSERT INTO card_secrets (card_id, pan, cvv) VALUES (?, ?, ?)');
  const message = db.prepare(
    "INSERT INTO messages (id, user_id, type, title, content, created_at) VALUES (?, ?, 'STATION_MSG', ?, ?, ?)",
  );
  const statuses = ['CARD_STATUS_NORMAL', 'CARD_STATUS_NORMAL', 'CARD_STATUS_NORMAL', 'CARD_STATUS_FREEZE'];
  db.transaction(() => {
    db.prepare('INSERT INTO users (id, phone, password_hash, created_at) VALUES (?, ?, ?, ?)').run(
      userId,
      '13900000000',
      'x',
      now,
    );
    for (let i = 0; i < cards; i += 1) {
      const id = randomUUID();
      const usd = i % 2 === 0;
      const pan = `${usd ? '485932' : '625937'}${(randomBytes(5).readUIntBE(0, 5) % 1e10).toString().padStart(10, '0')}`;
      const created = now - (cards - i) * 1000;
      const status = statuses[i % statuses.length] ?? 'CARD_STATUS_NORMAL';
      card.run(
        id,
        userId,
        usd ? 'usd-standard' : 'cny-standard',
        usd ? 'USD' : 'CNY',
        pan.slice(-4),
        i * 7,
        status,
        created,
        created,
      );
      secret.run(id, pan, String(100 + (i % 900)));
    }
    for (let i = 0; i < messages; i += 1) message.run(randomUUID(), userId, `消息 ${i}`, '内容', now - i * 60_000);
  })();
  return userId;
}
