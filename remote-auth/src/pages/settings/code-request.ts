import { useState } from 'react';
import type { Form } from '../../forms/use-form';
import { clearCodeRequest, codeMessage, sameAddress } from './form-checks';

export interface CodeRequest {
  /**
   * The code field's check: 请先获取验证码 until a code was sent (to the address `to`, where it goes
   * to an address typed in the form), then 6 digits.
   */
  message: (value: string, to?: string) => string | null;
  /** Marks a code sent (to the address `to`) and takes back the field's 请先获取验证码. */
  sent: <F extends string>(form: Form<F>, field: F, to?: string) => void;
}

/** Whether a settings form's code was asked for; one asked for an address does not count for another. */
export function useCodeRequest(): CodeRequest {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return {
    message: (value, to) => codeMessage(sentTo !== null && (to === undefined || sameAddress(sentTo, to)), value),
    sent: (form, field, to) => {
      setSentTo(to ?? '');
      clearCodeRequest(form, field);
    },
  };
}
