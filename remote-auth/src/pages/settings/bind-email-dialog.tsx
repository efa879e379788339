import { useState, type FormEvent } from 'react';
import { Button, Dialog, ResubmitNotice, useDataContext, useSubmit } from '@portal/shared';
import { bindEmail } from '@portal/shared/signed-in';
import { EmailField } from '../../forms/email-field';
import { FormStack } from '../../forms/form-layout';
import { useForm } from '../../forms/use-form';
import { CodeField } from '../../forms/code-field';
import { checkTyped, clearCodeRequest, codeMessage, emailMessage, sameAddress } from './form-checks';
import { sendBindEmailCode } from './settings-calls';
import { DialogActions } from './settings-layout';
import { settingsStrings as s } from './strings';

type Field = 'email' | 'captcha';

const EMPTY = { email: '', captcha: '' };

/** The address and the code sent to it; a code asked for another address does not count. */
function BindEmailForm({ onBound, onCancel }: Pick<BindEmailDialogProps, 'onBound'> & { onCancel: () => void }) {
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const context = useDataContext();
  const {
    submit: send,
    pending,
    waiting,
    online,
    restored,
  } = useSubmit({
    draft: 'settings.bind-email',
    keep: ['email'],
    send: ({ email, captcha }: typeof EMPTY) => bindEmail(context, { email, captcha }),
    onDone: (_answer, { email }) => onBound(email),
  });
  const form = useForm<Field>(
    { ...EMPTY, email: restored?.email ?? '' },
    {
      email: emailMessage,
      captcha: (value, values) => codeMessage(codeSentTo !== null && sameAddress(codeSentTo, values.email), value),
    },
  );
  const { values, errors, setValue } = form;

  async function sendCode(): Promise<boolean> {
    const message = emailMessage(values.email);
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
      <EmailField
        value={values.email}
        error={errors.email}
        onValueChange={(next) => setValue('email', next)}
        onBlur={() => checkTyped(form, 'email')}
      />
      <CodeField
        label={s.emailCode}
        value={values.captcha}
        error={errors.captcha}
        onValueChange={(next) => setValue('captcha', next)}
        onBlur={() => checkTyped(form, 'captcha')}
        onSend={sendCode}
      />
      <ResubmitNotice waiting={waiting} online={online} pending={pending} />
      <DialogActions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {s.cancel}
        </Button>
        <Button type="submit" loading={pending}>
          {s.bindSubmit}
        </Button>
      </DialogActions>
    </FormStack>
  );
}

export interface BindEmailDialogProps {
  open: boolean;
  onClose: () => void;
  /** Bound: the address, and the new session token the API answers (the old one is revoked), or null. */
  /** Bound: the new token is stored and the account shows the address (the data module did both). */
  onBound: (email: string) => void;
}

export function BindEmailDialog({ open, onClose, onBound }: BindEmailDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={s.bindEmailTitle}>
      <BindEmailForm onBound={onBound} onCancel={onClose} />
    </Dialog>
  );
}
