import { validate, type SentCodeKey } from '@portal/shared';

/** The navigation state that carries the phone through the phone flow: code check, then new password. */
export interface PhoneResetState {
  phone: string;
}

export const phoneResetState = (phone: string): PhoneResetState => ({ phone });

/** The SMS reset code of a phone: its countdown and whether it can still be used outlive the screens. */
export const phoneResetCodeKey = (phone: string): SentCodeKey => ({ purpose: 'FORGET_PASSWORD', to: phone });

/** The phone the previous screen passed on, or null when there is none (opened directly, or a reload lost it). */
export function phoneFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { phone } = state as Partial<Record<keyof PhoneResetState, unknown>>;
  return typeof phone === 'string' && validate('phoneMainland', phone) === null ? phone : null;
}
