import { accessCodeKey, isCodeRequested, rememberCodeUsed, type SentCodeKey } from '@portal/shared';
import type { AccessPurpose } from '@portal/shared/contract';
import type { Form } from '../../forms/use-form';
import { clearCodeRequest, codeMessage } from './form-checks';

export interface CodeRequest {
  /** The code sent for this purpose to `to` (the form's address) or to the account's own address. */
  key: (to?: string) => SentCodeKey;
  /**
   * The code field's check: 请先获取验证码 until a code was sent (to the address `to`, where it goes
   * to an address typed in the form) that the API still accepts, then 6 digits.
   */
  message: (value: string, to?: string) => string | null;
  /** Whether a code went to `to` (or the account's own address) that the API still accepts. */
  isRequested: (to?: string) => boolean;
  /** A code is on its way: takes back the field's 请先获取验证码. */
  sent: <F extends string>(form: Form<F>, field: F) => void;
  /** The change went through: its code is used up, so the next change asks for a new one. */
  used: (to?: string) => void;
}

/**
 * Whether a settings form's code was asked for. What was sent is kept for the tab, by purpose and
 * address, not by the dialog: closing and opening it again keeps a code that arrived usable. One asked
 * for an address does not count for another.
 */
export function codeRequest(purpose: string, ownAddress = ''): CodeRequest {
  const key = (to?: string): SentCodeKey => ({ purpose, to: to ?? ownAddress });
  return {
    key,
    isRequested: (to) => isCodeRequested(key(to)),
    message: (value, to) => codeMessage(isCodeRequested(key(to)), value),
    sent: (form, field) => clearCodeRequest(form, field),
    used: (to) => rememberCodeUsed(key(to)),
  };
}

/** An access code to the account's own phone, confirming one change (CHANGE_PASSWORD, CHANGE_EMAIL). */
export function phoneCodeRequest(purpose: AccessPurpose): CodeRequest {
  const own = accessCodeKey(purpose, 'SEND_TYPE_PHONE');
  return codeRequest(own.purpose, own.to);
}

/** A bind code to the e-mail address typed in the form. */
export const emailCodeRequest = (): CodeRequest => codeRequest('MARK_TYPE_BIND_EMAIL');
