import { useStore } from 'jotai';
import { useSWRConfig } from 'swr';
import { completeSignIn, notify, sessionAtom, swrKeys } from '@portal/shared';
import type { AccountInfo } from '@portal/shared/contract';
import { BindEmailDialog } from './bind-email-dialog';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { maskPhone } from '../../forms/mask-phone';
import { settingsStrings as s } from './strings';
import { TrxPasswordDialog } from './trx-password-dialog';

export type SettingsDialog = 'password' | 'trx-password' | 'email';

export interface SettingsDialogsProps {
  open: SettingsDialog | null;
  onOpen: (dialog: SettingsDialog | null) => void;
  info: AccountInfo;
}

/** The screen's dialogs; at most one is open. */
export function SettingsDialogs({ open, onOpen, info }: SettingsDialogsProps) {
  const store = useStore();
  const { mutate } = useSWRConfig();
  const close = () => onOpen(null);
  const phone = maskPhone(info.phone_prefix, info.phone);

  /** Shows the new address at once, then loads the account again. */
  function showEmail(email: string, notice: string) {
    const key = swrKeys.account.info(store.get(sessionAtom));
    void mutate(key, { ...info, email: email.toLowerCase() }, { revalidate: true });
    notify.success(notice);
    close();
  }

  return (
    <>
      <ChangePasswordDialog open={open === 'password'} onClose={close} phone={phone} />
      <TrxPasswordDialog
        open={open === 'trx-password'}
        onClose={close}
        email={info.email}
        onBindEmail={() => onOpen('email')}
      />
      {info.email ? (
        <ChangeEmailDialog
          open={open === 'email'}
          onClose={close}
          current={info.email}
          phone={phone}
          onChanged={(email) => showEmail(email, s.emailChanged)}
        />
      ) : (
        <BindEmailDialog
          open={open === 'email'}
          onClose={close}
          onBound={(email, token) => {
            // The API revoked the old token: the new one is stored before anything else is called.
            if (token) completeSignIn(token, store);
            showEmail(email, s.emailBound);
          }}
        />
      )}
    </>
  );
}
