import type { AccessPurpose } from '@portal/shared/contract';
import { CodeField } from '../../forms/code-field';
import type { Form } from '../../forms/use-form';
import type { CodeRequest } from './code-request';
import { typedFieldProps } from './form-checks';
import { sendPhoneAccessCode } from './settings-calls';
import { settingsStrings as s } from './strings';

export interface PhoneCodeFieldProps<F extends string> {
  form: Form<F>;
  /** The form's field for the code. */
  field: F;
  request: CodeRequest;
  /** What the code confirms (CHANGE_PASSWORD, CHANGE_EMAIL). */
  purpose: AccessPurpose;
  /** The masked phone the code goes to. */
  phone: string;
}

/** A code to the account's own phone, which proves the account holder before a change. */
export function PhoneCodeField<F extends string>({ form, field, request, purpose, phone }: PhoneCodeFieldProps<F>) {
  async function sendCode(): Promise<boolean> {
    await sendPhoneAccessCode(purpose);
    request.sent(form, field);
    return true;
  }

  return (
    <CodeField
      label={s.smsCode}
      hint={s.codeGoesToPhone(phone)}
      {...typedFieldProps(form, field)}
      onSend={sendCode}
      remember={request.key()}
    />
  );
}
