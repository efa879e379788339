import type { ApiLanguage } from '@portal/shared/contract';
import { inEnglish } from './english';

/** One card of a batch that failed: its place in the batch, its last four digits once it had them, why. */
export interface FailedCard {
  seq: number;
  last4: string | null;
  /** The refusal's message as raised (Chinese); translated with the API's other messages. */
  reason: string;
}

/** The station messages the system writes itself: a template key and the values it is built from. */
export type SystemMessage =
  | { key: 'topUpApproved' | 'topUpRejected'; values: { amount: string; currency: string } }
  | { key: 'batchOpenFailed'; values: { quantity: number; succeeded: number; failed: number; cards: FailedCard[] } }
  | DemoMessage;

/** The sandbox demo account's messages (seeded, see messages/demo-messages.ts), read in both languages too. */
export type DemoMessage =
  | { key: 'demoWelcome' | 'demoMaintenance'; values: Record<string, never> }
  | { key: 'demoWalletCredited'; values: { amount: string; currency: string } }
  | { key: 'demoCardOpened'; values: { last4: string } }
  | { key: 'demoCardSpent'; values: { last4: string; amount: string; currency: string; merchant: string } };

export type SystemMessageKey = SystemMessage['key'];

export interface MessageText {
  title: string;
  content: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Values<K extends SystemMessageKey> = Extract<SystemMessage, { key: K }>['values'];
type Templates = { [K in SystemMessageKey]: Record<ApiLanguage, (values: Values<K>) => MessageText> };

const zhCard = ({ seq, last4 }: FailedCard) => (last4 ? `第 ${seq} 张（尾号 ${escape(last4)}）` : `第 ${seq} 张`);
const enCard = ({ seq, last4 }: FailedCard) => (last4 ? `Card ${seq} (ending ${escape(last4)})` : `Card ${seq}`);

/** The one place of the system's messages in both languages; every value is escaped into the HTML. */
const TEMPLATES: Templates = {
  topUpApproved: {
    'zh-CN': ({ amount, currency }) => ({
      title: '充值已到账',
      content: `<p>您申请的 ${escape(amount)} ${escape(currency)} 充值已审核通过，已存入钱包。</p>`,
    }),
    en: ({ amount, currency }) => ({
      title: 'Top-up credited',
      content: `<p>Your top-up of ${escape(amount)} ${escape(currency)} was approved and credited to your wallet.</p>`,
    }),
  },
  topUpRejected: {
    'zh-CN': ({ amount, currency }) => ({
      title: '充值未通过',
      content: `<p>您申请的 ${escape(amount)} ${escape(currency)} 充值未通过审核，如有疑问请联系客服。</p>`,
    }),
    en: ({ amount, currency }) => ({
      title: 'Top-up not approved',
      content:
        `<p>Your top-up of ${escape(amount)} ${escape(currency)} was not approved. ` +
        'If you have questions, please contact customer service.</p>',
    }),
  },
  batchOpenFailed: {
    'zh-CN': ({ quantity, succeeded, failed, cards }) => ({
      title: `批量开卡失败${failed}张`,
      content:
        `<p>批量开卡共 ${quantity} 张，成功 ${succeeded} 张，失败 ${failed} 张。` +
        `失败的卡片不收费，已扣的费用均已退回钱包。</p><p>失败原因：</p><ol>` +
        cards.map((card) => `<li>${zhCard(card)}：${escape(card.reason)}</li>`).join('') +
        '</ol>',
    }),
    en: ({ quantity, succeeded, failed, cards }) => ({
      title: `Batch card opening: ${failed} failed`,
      content:
        `<p>Cards in the batch: ${quantity}, opened: ${succeeded}, failed: ${failed}. ` +
        'Failed cards are not charged; their fees were returned to your wallet.</p><p>Reasons:</p><ol>' +
        cards.map((card) => `<li>${enCard(card)}: ${escape(inEnglish(card.reason))}</li>`).join('') +
        '</ol>',
    }),
  },
  demoWelcome: {
    'zh-CN': () => ({
      title: '欢迎加入',
      content: '<p>欢迎注册！完成邮箱绑定后即可充值钱包、开通虚拟卡。如有疑问，请随时联系在线客服。</p>',
    }),
    en: () => ({
      title: 'Welcome aboard',
      content:
        '<p>Welcome! Once your e-mail is bound you can top up your wallet and open virtual cards. ' +
        'If you have any questions, contact online customer service at any time.</p>',
    }),
  },
  demoWalletCredited: {
    'zh-CN': ({ amount, currency }) => ({
      title: '钱包充值到账通知',
      content: `<p>您的钱包充值 <strong>${escape(amount)} ${escape(currency)}</strong> 已到账，当前可用余额请在“钱包”页查看。</p>`,
    }),
    en: ({ amount, currency }) => ({
      title: 'Wallet top-up credited',
      content:
        `<p>Your wallet top-up of <strong>${escape(amount)} ${escape(currency)}</strong> has been credited. ` +
        'See your available balance on the Wallet page.</p>',
    }),
  },
  demoCardOpened: {
    'zh-CN': ({ last4 }) => ({
      title: '开卡成功',
      content: `<p>您申请的虚拟卡（尾号 <strong>${escape(last4)}</strong>）已开通，可在“卡片”页查看卡片详情并充值使用。</p>`,
    }),
    en: ({ last4 }) => ({
      title: 'Card opened',
      content:
        `<p>The virtual card you applied for (ending <strong>${escape(last4)}</strong>) is open. ` +
        'See its details and top it up on the Cards page.</p>',
    }),
  },
  demoCardSpent: {
    'zh-CN': ({ last4, amount, currency, merchant }) => ({
      title: '卡片消费提醒',
      content:
        `<p>您的虚拟卡（尾号 ${escape(last4)}）于刚刚发生一笔消费 <strong>${escape(amount)} ${escape(currency)}</strong>，` +
        `商户：${escape(merchant)}。如非本人操作，请立即冻结卡片。</p>`,
    }),
    en: ({ last4, amount, currency, merchant }) => ({
      title: 'Card spending alert',
      content:
        `<p>Your virtual card (ending ${escape(last4)}) was just charged <strong>${escape(amount)} ${escape(currency)}</strong> ` +
        `at ${escape(merchant)}. If this was not you, freeze the card at once.</p>`,
    }),
  },
  demoMaintenance: {
    'zh-CN': () => ({
      title: '系统维护公告',
      content:
        '<p>尊敬的用户：为提升服务质量，平台将于本周六 02:00–04:00（北京时间）进行系统维护，期间开卡、充值及转出功能将暂停使用，已开通卡片的消费不受影响。</p><p>给您带来的不便，敬请谅解。</p>',
    }),
    en: () => ({
      title: 'Scheduled maintenance',
      content:
        '<p>Dear customer: to improve our service, the platform will be under maintenance this Saturday ' +
        'from 02:00 to 04:00 (Beijing time). Opening cards, top-ups and transfers out are paused meanwhile; ' +
        'spending on cards already open is not affected.</p><p>We apologise for the inconvenience.</p>',
    }),
  },
};

const isKey = (key: string): key is SystemMessageKey => Object.hasOwn(TEMPLATES, key);

/** A system message's title and HTML in one language. */
export function systemMessageText(message: SystemMessage, language: ApiLanguage): MessageText {
  const build = TEMPLATES[message.key][language] as (values: SystemMessage['values']) => MessageText;
  return build(message.values);
}

/** A stored message's columns: its stored text, and its template key and values (JSON) when it has them. */
export interface StoredText extends MessageText {
  template: string | null;
  template_values: string | null;
}

/** A stored message in the reader's language: built from its template, or its stored text without one. */
export function messageTextIn(
  { title, content, template, template_values }: StoredText,
  language: ApiLanguage,
): MessageText {
  if (template === null || !isKey(template)) return { title, content };
  const values = JSON.parse(template_values ?? '{}') as SystemMessage['values'];
  return systemMessageText({ key: template, values } as SystemMessage, language);
}
