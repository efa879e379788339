import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, callApi, strings, validate } from '@portal/shared';
import { useForm, type FieldCheck } from '../../forms/use-form';
import { useCompleteSignIn } from '../../session/use-complete-sign-in';

type BindEmailField = 'email' | 'code';

const v = strings.validation;

/** The shared e-mail rule has no "required" row; this screen asks for the address in the spec's words. */
const emailMessage = (value: string): string | null => (value.trim() === '' ? v.enterEmail : validate('email', value));

const CHECKS: Partial<Record<BindEmailField, FieldCheck<BindEmailField>>> = { email: emailMessage, code: 'code' };

const EMPTY = { email: '', code: '' };

/**
 * Binding an e-mail (spec §4, §5): the code must be requested first; an answer with a token
 * finishes the sign-in (to /wallet), an answer without one sends the user to sign in again.
 */
export function useBindEmail() {
  const form = useForm<BindEmailField>(EMPTY, CHECKS);
  const [codeRequested, setCodeRequested] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();

  async function sendCode(): Promise<boolean> {
    const { email } = form.values;
    const message = emailMessage(email);
    if (message !== null) {
      form.setError('email', message);
      return false;
    }
    await callApi('sendCode', { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email });
    setCodeRequested(true);
    if (form.errors.code === v.getCodeFirst) form.setError('code', null);
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    let valid = form.checkAll();
    if (!codeRequested) {
      form.setError('code', v.getCodeFirst);
      valid = false;
    }
    if (!valid || submitting) return;

    setSubmitting(true);
    try {
      const answer = await callApi('bindEmail', { email: form.values.email, captcha: form.values.code });
      if (answer?.token) completeSignIn(answer.token);
      else navigate(PATHS.signIn, { replace: true });
    } catch {
      // The API client has shown why; what was typed stays for another try.
      setSubmitting(false);
    }
  }

  return { form, sendCode, submit, submitting };
}
