import type { PhoneInfo, SendType } from '@portal/shared/contract';
import { ApiFailure } from '../platform/api-failure';
import { ERRORS } from '../platform/error-codes';
import type { Channel } from './codes';
import { normaliseEmail } from './schemas';

/** A phone number or an e-mail address, as codes and the outbox key them. */
export interface Identity {
  channel: Channel;
  target: string;
}

const invalid = (message: string) => new ApiFailure(ERRORS.validation, message);

/** Bodies that take `phone_info` or `email`: exactly one of them (schemas cannot say so with clear messages). */
export function identityOf(body: { phone_info?: PhoneInfo; email?: string }): Identity {
  if (body.phone_info && body.email !== undefined) throw invalid('参数 phone_info 与 email 只能二选一');
  if (body.phone_info) return { channel: 'sms', target: body.phone_info.phone };
  if (body.email !== undefined) return { channel: 'email', target: normaliseEmail(body.email) };
  throw invalid('缺少参数 phone_info 或 email');
}

/** The identity `send_type` names: SEND_TYPE_PHONE needs phone_info, SEND_TYPE_EMAIL needs email. */
export function identityForSendType(sendType: SendType, body: { phone_info?: PhoneInfo; email?: string }): Identity {
  const byPhone = sendType === 'SEND_TYPE_PHONE';
  const [needed, other] = byPhone ? ['phone_info', 'email'] : ['email', 'phone_info'];
  if (byPhone ? !body.phone_info : body.email === undefined) throw invalid(`缺少参数 ${needed}`);
  if (byPhone ? body.email !== undefined : body.phone_info !== undefined) throw invalid(`不支持的参数 ${other}`);
  return identityOf(body);
}
