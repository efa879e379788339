import { PHONE_PREFIX, type LoginRequest, type SendType } from '@portal/shared/contract';
import type { FieldCheck, FormValues } from '../../forms/use-form';

/** The two ways to sign in; the verification dialog follows the tab used (spec §4). */
export type SignInTab = 'phone' | 'email';

export type SignInField = 'phone' | 'email' | 'password';

/** The fields each tab checks: the hidden tab's identity field is neither checked nor sent. */
export const CHECKS_BY_TAB: Record<SignInTab, Partial<Record<SignInField, FieldCheck<SignInField>>>> = {
  phone: { phone: 'phoneMainland', password: 'password' },
  email: { email: 'email', password: 'password' },
};

export const SEND_TYPE_BY_TAB: Record<SignInTab, SendType> = {
  phone: 'SEND_TYPE_PHONE',
  email: 'SEND_TYPE_EMAIL',
};

export const isSignInTab = (key: string): key is SignInTab => key === 'phone' || key === 'email';

/** The login body of spec §3: the password plus the phone (+86 only) or the e-mail of the active tab. */
export function loginRequest(tab: SignInTab, values: FormValues<SignInField>, device_id: string): LoginRequest {
  const { password } = values;
  return tab === 'phone'
    ? { password, phone_info: { phone: values.phone, phone_prefix: PHONE_PREFIX }, device_id }
    : { password, email: values.email, device_id };
}

/** How the dialog shows where the code goes: the phone with its prefix, or the e-mail. */
export function verificationTarget(tab: SignInTab, values: FormValues<SignInField>): string {
  return tab === 'phone' ? `+${PHONE_PREFIX} ${values.phone}` : values.email;
}
