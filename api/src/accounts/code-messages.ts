import { CODE_PURPOSE_LABELS, type AccessPurpose } from '@portal/shared/contract';
import type { Channel, CodePurpose } from './codes';
import type { OutgoingMessage } from './transport';

/** The portal path an e-mailed reset opens (spec §2: /reset-password?email=…&code=…&type=…). */
export function resetLinkPath(email: string, code: string, type: 'FORGET_PASSWORD' | 'FORGET_TRX_PASSWORD'): string {
  return `/reset-password?email=${encodeURIComponent(email)}&code=${code}&type=${type}`;
}

export function composeCodeMessage(
  brand: { title: string; portalOrigin: string },
  sent: { channel: Channel; to: string; purpose: CodePurpose; accessPurpose?: AccessPurpose; code: string },
): OutgoingMessage {
  const { channel, to, purpose, code } = sent;
  // The message names what the code authorises, so a customer can tell a sign-in code from one that reveals a card.
  const label = CODE_PURPOSE_LABELS[sent.accessPurpose ?? purpose];
  const subject = `${brand.title} ${label}`;
  const isResetLink = channel === 'email' && (purpose === 'FORGET_PASSWORD' || purpose === 'FORGET_TRX_PASSWORD');
  if (isResetLink) {
    const link = resetLinkPath(to, code, purpose);
    const text = [
      `您正在${label}，请在5分钟内点击以下链接完成操作：`,
      `${brand.portalOrigin}${link}`,
      '如非本人操作，请忽略本邮件。',
    ].join('\n');
    return { channel, to, subject, text, code, link };
  }
  const text =
    channel === 'sms'
      ? `【${brand.title}】您的验证码为${code}，用于${label}，5分钟内有效，请勿泄露给他人。`
      : `您的验证码为 ${code}，用于${label}，5分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。`;
  return { channel, to, subject, text, code, link: null };
}
