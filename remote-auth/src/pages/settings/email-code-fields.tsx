import { useSetAtom } from 'jotai';
import { EmailField } from '../../forms/email-field';
import { CodeField } from '../../forms/code-field';
import type { Form } from '../../forms/use-form';
import type { CodeRequest } from './code-request';
import { typedFieldProps } from './form-checks';
import { emailCodeSentToAtom } from './email-sent-to';
import { sendBindEmailCode } from './settings-calls';

export interface EmailCodeFieldsProps<F extends string> {
  /** A form with an `email` field (checked by its own rule) and a `captcha` field for the code. */
  form: Form<F | 'email' | 'captcha'>;
  request: CodeRequest;
  /** The address's label; 邮箱 by default. */
  emailLabel?: string;
  codeLabel: string;
}

/** An address and the code sent to it: the code goes only to an address that passes the form's check. */
export function EmailCodeFields<F extends string>({ form, request, emailLabel, codeLabel }: EmailCodeFieldsProps<F>) {
  const setSentTo = useSetAtom(emailCodeSentToAtom);

  async function sendCode(): Promise<boolean> {
    if (form.check('email') !== null) return false;
    await sendBindEmailCode(form.values.email);
    setSentTo(form.values.email);
    request.sent(form, 'captcha');
    return true;
  }

  return (
    <>
      <EmailField label={emailLabel} {...typedFieldProps(form, 'email')} />
      <CodeField
        label={codeLabel}
        {...typedFieldProps(form, 'captcha')}
        onSend={sendCode}
        remember={request.key(form.values.email)}
      />
    </>
  );
}
