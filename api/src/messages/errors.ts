import { moduleErrors } from '../platform/module-errors';

/** Codes of the message module (3000–3199); unknown messages and agreements answer the shared 1004. */
export const MESSAGE_ERRORS = moduleErrors('messages', {
  /** Sandbox admin: neither user_id nor phone names the recipient. */
  recipientMissing: { code: 3001, status: 400, message: '请指定收件用户（user_id 或 phone）' },
  /** Sandbox admin: no customer has that id or phone. */
  recipientNotFound: { code: 3002, status: 404, message: '收件用户不存在' },
  /** One client address holds as many live streams as it may (LIVE_STREAMS_PER_ADDRESS). */
  tooManyAddressStreams: { code: 3010, status: 429, message: '当前网络的实时消息连接过多，请稍后重试' },
  /** The user holds as many live streams (tabs) as one user may (10). */
  tooManyUserStreams: { code: 3011, status: 429, message: '实时消息连接过多，请关闭部分页面后重试' },
});
