import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { PATHS, logout, notify, resetPassword, resetTrxPassword, sessionAtom } from '@portal/shared';
import { PHONE_PREFIX } from '@portal/shared/contract';
import type { ResetTarget } from './reset-target';
import { resetPasswordStrings as s } from './strings';

export type SaveTarget = Extract<ResetTarget, { kind: 'phone' | 'email' }>;

/**
 * Saves the new password and leaves the screen (spec §4). Rejects when the call fails; the API
 * client has shown why and the form keeps what was typed.
 */
export function useSavePassword(target: SaveTarget): (password: string) => Promise<void> {
  const navigate = useNavigate();
  const store = useStore();

  return async (password: string) => {
    if (target.kind === 'email' && target.type === 'FORGET_TRX_PASSWORD') {
      await resetTrxPassword({ email: target.email, trx_password: password, captcha: target.code });
      notify.success(s.trxPasswordReset);
      navigate(store.get(sessionAtom).isLogin ? PATHS.settings : PATHS.signIn, { replace: true });
      return;
    }
    await resetPassword(
      target.kind === 'phone'
        ? { phone_info: { phone: target.phone, phone_prefix: PHONE_PREFIX }, password }
        : { email: target.email, password, captcha: target.code },
    );
    // The server has ended every session of the account, this device's included.
    logout('user', store);
    notify.success(s.passwordReset);
    navigate(PATHS.signIn, { replace: true });
  };
}
