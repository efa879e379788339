import { callApi } from '@portal/shared';
import type { ResetLinkType } from '@portal/shared/contract';

/**
 * E-mails a reset link that opens /reset-password?email=…&code=…&type=…. The type is sent only for
 * the transaction password: the API takes FORGET_PASSWORD when it is left out.
 */
export function sendResetLink(email: string, type: ResetLinkType): Promise<null> {
  return callApi('forgetPasswordCode', type === 'FORGET_PASSWORD' ? { email } : { email, type });
}
