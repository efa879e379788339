import type { FormEvent, ReactNode } from 'react';
import { ResubmitNotice, type Submit } from '@portal/shared';
import { FormStack } from '../../forms/form-layout';
import type { Form, FormValues } from '../../forms/use-form';
import { DialogButtons } from './dialog-buttons';

export interface DialogFormProps<F extends string> {
  form: Form<F>;
  /** The form's submission (`useSubmit`): what sends the values, and whether it is out or waiting for the network. */
  submission: Pick<Submit<FormValues<F>>, 'submit' | 'pending' | 'waiting' | 'online'>;
  submitLabel: string;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A settings dialog's form: the fields, 重新提交 after a network failure, then 取消 and the submit button. */
export function DialogForm<F extends string>({
  form,
  submission,
  submitLabel,
  onCancel,
  children,
}: DialogFormProps<F>) {
  const { submit, pending, waiting, online } = submission;

  async function send(event: FormEvent) {
    event.preventDefault();
    // What was typed stays in the form whatever the answer, for another try.
    if (form.checkAll()) await submit(form.values);
  }

  return (
    <FormStack noValidate onSubmit={(event) => void send(event)}>
      {children}
      <ResubmitNotice waiting={waiting} online={online} pending={pending} />
      <DialogButtons label={submitLabel} pending={pending} onCancel={onCancel} />
    </FormStack>
  );
}
