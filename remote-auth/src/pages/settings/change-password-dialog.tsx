import { Dialog, PasswordField, notify, useDataContext, useSubmit } from '@portal/shared';
import { changePassword } from '@portal/shared/signed-in';
import { useForm } from '../../forms/use-form';
import { phoneCodeRequest } from './code-request';
import { DialogForm } from './dialog-form';
import { checkTyped, confirmMessage } from './form-checks';
import { PhoneCodeField } from './phone-code-field';
import { settingsStrings as s } from './strings';

type Field = 'captcha' | 'password' | 'confirm';

const EMPTY = { captcha: '', password: '', confirm: '' };

/** A code to the own phone, the new password twice; this device stays signed in, the others are signed out. */
function ChangePasswordForm({ phone, onDone }: { phone: string; onDone: () => void }) {
  const phoneCode = phoneCodeRequest('CHANGE_PASSWORD');
  const context = useDataContext();
  const submission = useSubmit({
    draft: 'settings.change-password',
    send: (values: typeof EMPTY) => changePassword(context, { captcha: values.captcha, password: values.password }),
    onDone: () => {
      phoneCode.used();
      notify.success(s.passwordChanged);
      onDone();
    },
  });
  const form = useForm<Field>(EMPTY, {
    captcha: (value) => phoneCode.message(value),
    password: 'password',
    confirm: (value, values) => confirmMessage(value, values.password),
  });
  const { values, errors, setValue } = form;

  return (
    <DialogForm form={form} submission={submission} submitLabel={s.changePasswordSubmit} onCancel={onDone}>
      <PhoneCodeField form={form} field="captcha" request={phoneCode} purpose="CHANGE_PASSWORD" phone={phone} />
      <PasswordField
        label={s.newPassword}
        hint={s.passwordHint}
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => setValue('password', event.target.value)}
        onBlur={() => checkTyped(form, 'password')}
      />
      <PasswordField
        label={s.confirmPassword}
        autoComplete="new-password"
        value={values.confirm}
        error={errors.confirm}
        onChange={(event) => setValue('confirm', event.target.value)}
        onBlur={() => checkTyped(form, 'confirm')}
      />
    </DialogForm>
  );
}

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** The masked phone the code goes to. */
  phone: string;
}

export function ChangePasswordDialog({ open, onClose, phone }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={s.changePasswordTitle}>
      <ChangePasswordForm phone={phone} onDone={onClose} />
    </Dialog>
  );
}
