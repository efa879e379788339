import { notify } from '@portal/shared';
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
  const close = () => onOpen(null);
  const phone = maskPhone(info.phone_prefix, info.phone);

  /** The account already shows the new address (the data module's cache effect). */
  function done(notice: string) {
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
          onChanged={() => done(s.emailChanged)}
        />
      ) : (
        <BindEmailDialog open={open === 'email'} onClose={close} onBound={() => done(s.emailBound)} />
      )}
    </>
  );
}
