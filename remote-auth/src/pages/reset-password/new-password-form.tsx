import type { FormEvent } from 'react';
import { Button, PasswordField, ResubmitNotice, strings, useSubmit } from '@portal/shared';
import { FormStack } from '../../forms/form-layout';
import { useForm, type FieldCheck } from '../../forms/use-form';
import { resetPasswordStrings as s } from './strings';

type Field = 'password' | 'confirm';
type Checks = Partial<Record<Field, FieldCheck<Field>>>;

/** Login password: the standard rule, and the confirmation must match (spec §5 Registration, Reset). */
const LOGIN_CHECKS: Checks = {
  password: 'password',
  confirm: (value, values) => {
    if (value === '') return strings.validation.required;
    return value === values.password ? null : strings.validation.confirmPasswordMismatch;
  },
};

/** Transaction password: both fields take the 6-10 alphanumeric rule and are not compared (spec §5 Reset). */
const TRX_CHECKS: Checks = { password: 'transactionPassword', confirm: 'transactionPassword' };

const LABELS = {
  login: { password: s.passwordLabel, confirm: s.confirmLabel, hint: s.passwordHint },
  transaction: { password: s.trxPasswordLabel, confirm: s.trxConfirmLabel, hint: s.trxPasswordHint },
} as const;

export interface NewPasswordFormProps {
  kind: 'login' | 'transaction';
  /** Saves the password; a rejection leaves both fields as typed. */
  onSave: (password: string) => Promise<void>;
}

/** The new password and its confirmation. */
export function NewPasswordForm({ kind, onSave }: NewPasswordFormProps) {
  const form = useForm({ password: '', confirm: '' }, kind === 'login' ? LOGIN_CHECKS : TRX_CHECKS);
  const save = useSubmit({
    draft: `reset-password.${kind}`,
    send: (values: { password: string }) => onSave(values.password),
  });
  const labels = LABELS[kind];
  const { password, confirm } = form.values;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A refusal is shown by the API client; both fields stay as typed.
    if (form.checkAll()) await save.submit({ password });
  }

  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)}>
      <PasswordField
        label={labels.password}
        hint={labels.hint}
        name="new-password"
        autoComplete="new-password"
        value={password}
        error={form.errors.password}
        onChange={(event) => form.setValue('password', event.target.value)}
        onBlur={() => password !== '' && form.check('password')}
      />
      <PasswordField
        label={labels.confirm}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        error={form.errors.confirm}
        onChange={(event) => form.setValue('confirm', event.target.value)}
        onBlur={() => confirm !== '' && form.check('confirm')}
      />
      <ResubmitNotice waiting={save.waiting} online={save.online} pending={save.pending} />
      <Button type="submit" block loading={save.pending}>
        {s.submit}
      </Button>
    </FormStack>
  );
}
