import { sendAccessCodeFor, sendCode, sendResetLink } from '@portal/shared';
import type { AccessPurpose } from '@portal/shared/contract';

// The codes the settings screen sends besides its own changes; each answers true for SendCodeButton.

/** An access code to the user's own phone: it confirms a change of password (CHANGE_PASSWORD) or e-mail (CHANGE_EMAIL). */
export const sendPhoneAccessCode = (purpose: AccessPurpose) => sendAccessCodeFor(purpose, 'SEND_TYPE_PHONE');

/** A bind code to an e-mail address, for binding it or moving to it. */
export const sendBindEmailCode = (email: string) =>
  sendCode({ send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email });

/** The e-mail whose link opens /reset-password for the transaction password. */
export const sendTrxPasswordLink = (email: string) => sendResetLink(email, 'FORGET_TRX_PASSWORD');
