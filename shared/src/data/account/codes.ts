import { callApi } from '../../api-client/client';
import type { AccessPurpose, ResetLinkType, SendCodeRequest, SendType } from '@portal/shared/contract';

// The codes and links the account flows send. Each answers true once sent, as SendCodeButton expects.

/** A code to a phone or e-mail typed in a form (register, bind an e-mail). */
export async function sendCode(body: SendCodeRequest): Promise<true> {
  await callApi('sendCode', body);
  return true;
}

/**
 * An access code to the signed-in account's own phone or e-mail (send/code-auto) for one purpose:
 * its SMS or e-mail names what it authorises, and only that use accepts it.
 */
export async function sendAccessCodeFor(purpose: AccessPurpose, sendType: SendType): Promise<true> {
  await callApi('sendCodeAuto', { send_type: sendType, mark_type: 'MARK_TYPE_ACCESS', access_purpose: purpose });
  return true;
}

/**
 * An access code without a purpose: its message reads 登录验证 whatever it is for.
 * @deprecated Use `sendAccessCodeFor`, so the customer can tell what the code authorises.
 */
export async function sendAccessCode(sendType: SendType): Promise<true> {
  await callApi('sendCodeAuto', { send_type: sendType, mark_type: 'MARK_TYPE_ACCESS' });
  return true;
}

/** The e-mail whose link opens /reset-password for the login or the transaction password. */
export async function sendResetLink(email: string, type: ResetLinkType): Promise<true> {
  await callApi('forgetPasswordCode', type === 'FORGET_PASSWORD' ? { email } : { email, type });
  return true;
}
