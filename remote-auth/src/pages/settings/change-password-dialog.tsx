import { useState, type FormEvent } from 'react';
import { Button, Dialog, PasswordField, ResubmitNotice, notify, useDataContext, useSubmit } from '@portal/shared';
import { changePassword } from '@portal/shared/signed-in';
import { FormStack } from '../../forms/form-layout';
import { useForm } from '../../forms/use-form';
import { CodeField } from '../../forms/code-field';
import { checkTyped, clearCodeRequest, codeMessage, confirmMessage } from './form-checks';
import { sendPhoneAccessCode } from './settings-calls';
import { DialogActions } from './settings-layout';
import { settingsStrings as s } from './strings';

type Field = 'captcha' | 'password' | 'confirm';

const EMPTY = { captcha: '', password: '', confirm: '' };

/** A code to the own phone, the new password twice; this device stays signed in, the others are signed out. */
function ChangePasswordForm({ phone, onDone }: { phone: string; onDone: () => void }) {
  const [codeSent, setCodeSent] = useState(false);
  const context = useDataContext();
  const {
    submit: send,
    pending,
    waiting,
    online,
  } = useSubmit({
    draft: 'settings.change-password',
    send: (values: typeof EMPTY) => changePassword(context, { captcha: values.captcha, password: values.password }),
    onDone: () => {
      notify.success(s.passwordChanged);
      onDone();
    },
  });
  const form = useForm<Field>(EMPTY, {
    captcha: (value) => codeMessage(codeSent, value),
    password: 'password',
    confirm: (value, values) => confirmMessage(value, values.password),
  });
  const { values, errors, setValue } = form;

  async function sendCode(): Promise<boolean> {
    await sendPhoneAccessCode('CHANGE_PASSWORD');
    setCodeSent(true);
    clearCodeRequest(form, 'captcha');
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // What was typed stays in the form whatever the answer, for another try.
    if (form.checkAll()) await send(values);
  }

  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)}>
      <CodeField
        label={s.smsCode}
        hint={s.codeGoesToPhone(phone)}
        value={values.captcha}
        error={errors.captcha}
        onValueChange={(next) => setValue('captcha', next)}
        onBlur={() => checkTyped(form, 'captcha')}
        onSend={sendCode}
      />
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
      <ResubmitNotice waiting={waiting} online={online} pending={pending} />
      <DialogActions>
        <Button type="button" variant="secondary" onClick={onDone}>
          {s.cancel}
        </Button>
        <Button type="submit" loading={pending}>
          {s.changePasswordSubmit}
        </Button>
      </DialogActions>
    </FormStack>
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
