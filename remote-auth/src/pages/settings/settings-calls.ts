import { callApi } from '@portal/shared';

// The calls the settings screen makes besides its own changes; each answers true for SendCodeButton.

/** An access code to the user's own phone (send/code-auto): it confirms a change of password or e-mail. */
export async function sendPhoneAccessCode(): Promise<true> {
  await callApi('sendCodeAuto', { send_type: 'SEND_TYPE_PHONE', mark_type: 'MARK_TYPE_ACCESS' });
  return true;
}

/** A bind code to an e-mail address, for binding it or moving to it. */
export async function sendBindEmailCode(email: string): Promise<true> {
  await callApi('sendCode', { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email });
  return true;
}

/** The e-mail whose link opens /reset-password for the transaction password. */
export async function sendTrxPasswordLink(email: string): Promise<true> {
  await callApi('forgetPasswordCode', { email, type: 'FORGET_TRX_PASSWORD' });
  return true;
}
