import { validate } from '@portal/shared';
import { RESET_LINK_TYPES, type ResetLinkType } from '@portal/shared/contract';
import { phoneFromState } from '../forget-password/phone-reset-state';

/** Whose password this screen resets, and with what proof (spec §2 /reset-password). */
export type ResetTarget =
  /** Phone flow: the code check just passed; the phone came in the navigation state. */
  | { kind: 'phone'; phone: string }
  /** E-mail flow: the link's query carries the address, the code and the password it resets. */
  | { kind: 'email'; type: ResetLinkType; email: string; code: string }
  /** A link with a missing or malformed part; its address when that part is sound, for a new link. */
  | { kind: 'invalid-link'; type: ResetLinkType | null; email?: string }
  /** Opened with neither a link nor a phone. */
  | { kind: 'none' };

const LINK_PARAMS = ['email', 'code', 'type'] as const;

const isResetLinkType = (value: string | null): value is ResetLinkType =>
  RESET_LINK_TYPES.some((type) => type === value);

/** Reads the target: a link's query wins (it is what the user opened), then the phone flow's state. */
export function resetTargetOf(state: unknown, query: URLSearchParams): ResetTarget {
  if (LINK_PARAMS.some((name) => query.has(name))) {
    const email = query.get('email') ?? '';
    const code = query.get('code') ?? '';
    const type = query.get('type');
    if (!isResetLinkType(type)) return { kind: 'invalid-link', type: null };
    const emailValid = email !== '' && validate('email', email) === null;
    if (!emailValid || validate('verifyCode', code) !== null) {
      return emailValid ? { kind: 'invalid-link', type, email } : { kind: 'invalid-link', type };
    }
    return { kind: 'email', type, email, code };
  }
  const phone = phoneFromState(state);
  return phone === null ? { kind: 'none' } : { kind: 'phone', phone };
}
