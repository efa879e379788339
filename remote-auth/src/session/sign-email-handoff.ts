import { PHONE_PREFIX } from '@portal/shared/contract';
import { maskPhone } from '../forms/mask-phone';

/**
 * A sign-in that still owes its device check and has no e-mail goes to /sign-email first (spec §4);
 * there the phone is proved along with the new address. /sign-in hands over the phone it signed in
 * with and whether "remember 30 days" was ticked, as navigation state.
 */
export interface DeviceCheck {
  /** The phone the code goes to, as shown under the field; null when not known (the page opened by itself). */
  phone: string | null;
  /** Whether "no verification on this device for 30 days" starts ticked. */
  trustByDefault: boolean;
}

interface SignEmailState {
  deviceCheck: DeviceCheck;
}

export const signEmailState = (phone: string, trustByDefault: boolean): SignEmailState => ({
  deviceCheck: { phone: maskPhone(PHONE_PREFIX, phone), trustByDefault },
});

/** The device check handed over in the navigation state, if any. */
export function deviceCheckOf(state: unknown): DeviceCheck | null {
  if (typeof state !== 'object' || state === null || !('deviceCheck' in state)) return null;
  const { deviceCheck } = state as Partial<SignEmailState>;
  if (typeof deviceCheck !== 'object' || deviceCheck === null) return null;
  return {
    phone: typeof deviceCheck.phone === 'string' ? deviceCheck.phone : null,
    trustByDefault: deviceCheck.trustByDefault === true,
  };
}
