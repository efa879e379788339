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
  | { key: 'batchOpenFailed'; values: { quantity: number; succeeded: number; failed: number; cards: FailedCard[] } };

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
