import type { Channel, CodePurpose } from './codes';
import type { OutgoingMessage } from './transport';

/** What each purpose is called in the message, so the reader knows why a code came. */
const PURPOSE_LABELS: Record<CodePurpose, string> = {
  MARK_TYPE_REGISTER: '注册账号',
  MARK_TYPE_BIND_EMAIL: '绑定邮箱',
  MARK_TYPE_ACCESS: '登录验证',
  FORGET_PASSWORD: '重置登录密码',
  FORGET_TRX_PASSWORD: '重置交易密码',
};

/** The portal path an e-mailed reset opens (spec §2: /reset-password?email=…&code=…&type=…). */
export function resetLinkPath(email: string, code: string, type: 'FORGET_PASSWORD' | 'FORGET_TRX_PASSWORD'): string {
  return `/reset-password?email=${encodeURIComponent(email)}&code=${code}&type=${type}`;
}

export function composeCodeMessage(
  brand: { title: string; portalOrigin: string },
  sent: { channel: Channel; to: string; purpose: CodePurpose; code: string },
): OutgoingMessage {
  const { channel, to, purpose, code } = sent;
  const label = PURPOSE_LABELS[purpose];
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
