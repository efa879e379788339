import { useState, type FormEvent } from 'react';
import { Button, Dialog, ResubmitNotice, useDataContext, useSubmit } from '@portal/shared';
import { changeEmail } from '@portal/shared/signed-in';
import { EmailField } from '../../forms/email-field';
import { FormStack } from '../../forms/form-layout';
import { useForm } from '../../forms/use-form';
import { CodeField } from '../../forms/code-field';
import { checkTyped, clearCodeRequest, codeMessage, emailMessage, sameAddress } from './form-checks';
import { sendBindEmailCode, sendPhoneAccessCode } from './settings-calls';
import { DialogActions, DialogText } from './settings-layout';
import { settingsStrings as s } from './strings';

type Field = 'access_captcha' | 'email' | 'captcha';

const EMPTY = { access_captcha: '', email: '', captcha: '' };

interface ChangeEmailFormProps {
  current: string;
  phone: string;
  onChanged: (email: string) => void;
  onCancel: () => void;
}

/** Two codes: one to the phone (proves the account holder), one to the new address (proves the mailbox). */
function ChangeEmailForm({ current, phone, onChanged, onCancel }: ChangeEmailFormProps) {
  const [phoneCodeSent, setPhoneCodeSent] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const context = useDataContext();
  const {
    submit: send,
    pending,
    waiting,
    online,
    restored,
  } = useSubmit({
    draft: 'settings.change-email',
    keep: ['email'],
    send: ({ email, captcha, access_captcha }: typeof EMPTY) =>
      changeEmail(context, { email, captcha, access_captcha }),
    onDone: (_answer, { email }) => onChanged(email),
  });
  const newEmailMessage = (value: string) => emailMessage(value) ?? (sameAddress(value, current) ? s.sameEmail : null);
  const form = useForm<Field>(
    { ...EMPTY, email: restored?.email ?? '' },
    {
      access_captcha: (value) => codeMessage(phoneCodeSent, value),
      email: newEmailMessage,
      captcha: (value, values) => codeMessage(codeSentTo !== null && sameAddress(codeSentTo, values.email), value),
    },
  );
  const { values, errors, setValue } = form;

  async function sendPhoneCode(): Promise<boolean> {
    await sendPhoneAccessCode('CHANGE_EMAIL');
    setPhoneCodeSent(true);
    clearCodeRequest(form, 'access_captcha');
    return true;
  }

  async function sendEmailCode(): Promise<boolean> {
    const message = newEmailMessage(values.email);
    if (message !== null) {
      form.setError('email', message);
      return false;
    }
    await sendBindEmailCode(values.email);
    setCodeSentTo(values.email);
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
      <DialogText>{s.currentEmail(current)}</DialogText>
      <CodeField
        label={s.smsCode}
        hint={s.codeGoesToPhone(phone)}
        value={values.access_captcha}
        error={errors.access_captcha}
        onValueChange={(next) => setValue('access_captcha', next)}
        onBlur={() => checkTyped(form, 'access_captcha')}
        onSend={sendPhoneCode}
      />
      <EmailField
        label={s.newEmail}
        value={values.email}
        error={errors.email}
        onValueChange={(next) => setValue('email', next)}
        onBlur={() => checkTyped(form, 'email')}
      />
      <CodeField
        label={s.newEmailCode}
        value={values.captcha}
        error={errors.captcha}
        onValueChange={(next) => setValue('captcha', next)}
        onBlur={() => checkTyped(form, 'captcha')}
        onSend={sendEmailCode}
      />
      <ResubmitNotice waiting={waiting} online={online} pending={pending} />
      <DialogActions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {s.cancel}
        </Button>
        <Button type="submit" loading={pending}>
          {s.changeEmailSubmit}
        </Button>
      </DialogActions>
    </FormStack>
  );
}

export interface ChangeEmailDialogProps extends Omit<ChangeEmailFormProps, 'onCancel'> {
  open: boolean;
  onClose: () => void;
}

export function ChangeEmailDialog({ open, onClose, ...form }: ChangeEmailDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={s.changeEmailTitle}>
      <ChangeEmailForm {...form} onCancel={onClose} />
    </Dialog>
  );
}
