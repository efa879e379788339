import type { Db } from '../db/database';
import type { MessageCenter } from '../platform/module';
import { EventStore } from './event-store';
import { MessageStore } from './message-store';

const HOUR = 60 * 60 * 1000;

/** Older demo messages: [hours ago, title, HTML content, read]. */
const HISTORY: [number, string, string, boolean][] = [
  [72, '欢迎加入', '<p>欢迎注册！完成邮箱绑定后即可充值钱包、开通虚拟卡。如有疑问，请随时联系在线客服。</p>', true],
  [
    30,
    '钱包充值到账通知',
    '<p>您的钱包充值 <strong>1,000.00 USD</strong> 已到账，当前可用余额请在“钱包”页查看。</p>',
    true,
  ],
  [
    6,
    '开卡成功',
    '<p>您申请的虚拟卡（尾号 <strong>4821</strong>）已开通，可在“卡片”页查看卡片详情并充值使用。</p>',
    false,
  ],
];

const ANNOUNCEMENT = {
  title: '系统维护公告',
  content:
    '<p>尊敬的用户：为提升服务质量，平台将于本周六 02:00–04:00（北京时间）进行系统维护，期间开卡、充值及转出功能将暂停使用，已开通卡片的消费不受影响。</p><p>给您带来的不便，敬请谅解。</p>',
};

/** Demo messages for the seeded account: back-dated history, an announcement and one fresh message. */
export function seedDemoMessages(db: Db, messages: MessageCenter, userId: string, now = Date.now()): void {
  const store = new MessageStore(db);
  const events = new EventStore(db);
  const seeded = db.prepare('SELECT 1 FROM messages WHERE user_id = ? LIMIT 1').get(userId);
  if (seeded) return;
  db.transaction(() => {
    for (const [hoursAgo, title, content, read] of HISTORY) {
      const message = store.insert(userId, { title, content }, now - hoursAgo * HOUR);
      if (read) store.markRead(userId, message.id, now);
    }
    const announcement = store.insert(null, ANNOUNCEMENT, now - 2 * HOUR);
    events.append(null, announcement.type, announcement.seq, now - 2 * HOUR);
  })();
  messages.sendStationMessage(userId, {
    title: '卡片消费提醒',
    content:
      '<p>您的虚拟卡（尾号 4821）于刚刚发生一笔消费 <strong>25.99 USD</strong>，商户：AMAZON.COM。如非本人操作，请立即冻结卡片。</p>',
  });
}
