import { useState, type FormEvent } from 'react';
import { Button, Dialog, callApi } from '@portal/shared';
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
  const [pending, setPending] = useState(false);
  const form = useForm<Field>(EMPTY, {
    email: emailMessage,
    captcha: (value, values) => codeMessage(codeSentTo !== null && sameAddress(codeSentTo, values.email), value),
  });
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
    if (pending || !form.checkAll()) return;
    setPending(true);
    try {
      const answer = await callApi('bindEmail', { email: values.email, captcha: values.captcha });
      onBound(values.email, answer.token ?? null);
    } catch {
      // The API client has shown why; what was typed stays for another try.
      setPending(false);
    }
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
  onBound: (email: string, token: string | null) => void;
}

export function BindEmailDialog({ open, onClose, onBound }: BindEmailDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={s.bindEmailTitle}>
      <BindEmailForm onBound={onBound} onCancel={onClose} />
    </Dialog>
  );
}
