import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PATHS,
  accessCodeKey,
  bindFirstEmail,
  isCodeRequested,
  rememberCodeUsed,
  sendAccessCodeFor,
  sendCode as sendCodeTo,
  strings,
  useSubmit,
  validate,
  type SentCodeKey,
} from '@portal/shared';
import { PHONE_CODE_REQUIRED_CODE, type BindEmailRequest } from '@portal/shared/contract';
import { useForm, type FieldCheck } from '../../forms/use-form';
import { useCompleteSignIn } from '../../session/use-complete-sign-in';
import type { DeviceCheck } from '../../session/sign-email-handoff';

type BindEmailField = 'email' | 'code' | 'phoneCode';
type Checks = Partial<Record<BindEmailField, FieldCheck<BindEmailField>>>;

const v = strings.validation;

/** The shared e-mail rule has no "required" row; this screen asks for the address in the spec's words. */
const emailMessage = (value: string): string | null => (value.trim() === '' ? v.enterEmail : validate('email', value));

const CHECKS: Checks = { email: emailMessage, code: 'code' };
const DEVICE_CHECKS: Checks = { ...CHECKS, phoneCode: 'code' };

const EMPTY = { email: '', code: '', phoneCode: '' };

/** The codes of this screen, kept by purpose and address so a reload keeps their countdowns and use. */
export const bindEmailCodeKey = (email: string): SentCodeKey => ({ purpose: 'MARK_TYPE_BIND_EMAIL', to: email });
export const PHONE_CHECK_CODE = accessCodeKey('SIGN_IN_CHECK', 'SEND_TYPE_PHONE');

/**
 * Binding an e-mail (spec §4, §5): the code must be requested first; an answer with a token
 * finishes the sign-in (to /wallet), an answer without one sends the user to sign in again. A
 * sign-in that owes its device check also proves the phone with an access code; if the API says
 * so while the page did not know it, the phone field appears.
 */
export function useBindEmail(handedOver: DeviceCheck | null) {
  const [deviceCheck, setDeviceCheck] = useState(handedOver);
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const binding = useSubmit({
    draft: 'sign-email',
    keep: ['email'],
    send: (values: typeof EMPTY) => bindFirstEmail(request(values)),
    onDone: (answer, values) => {
      rememberCodeUsed(bindEmailCodeKey(values.email));
      if (deviceCheck) rememberCodeUsed(PHONE_CHECK_CODE);
      if (answer.token) completeSignIn(answer.token);
      else navigate(PATHS.signIn, { replace: true });
    },
    onRefused: (error) => {
      if (error.code === PHONE_CODE_REQUIRED_CODE) {
        setDeviceCheck((known) => known ?? { phone: null, trustByDefault: false });
      }
    },
  });
  const form = useForm<BindEmailField>(
    { ...EMPTY, email: typeof binding.restored?.email === 'string' ? binding.restored.email : '' },
    useMemo(() => (deviceCheck ? DEVICE_CHECKS : CHECKS), [deviceCheck]),
  );
  const [trustDevice, setTrustDevice] = useState(handedOver?.trustByDefault ?? false);

  async function sendCode(): Promise<boolean> {
    const { email } = form.values;
    const message = emailMessage(email);
    if (message !== null) {
      form.setError('email', message);
      return false;
    }
    await sendCodeTo({ send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email });
    if (form.errors.code === v.getCodeFirst) form.setError('code', null);
    return true;
  }

  async function sendPhoneCode(): Promise<boolean> {
    await sendAccessCodeFor('SIGN_IN_CHECK', 'SEND_TYPE_PHONE');
    if (form.errors.phoneCode === v.getCodeFirst) form.setError('phoneCode', null);
    return true;
  }

  function request({ email, code, phoneCode }: typeof EMPTY): BindEmailRequest {
    const bind = { email, captcha: code };
    return deviceCheck ? { ...bind, access_captcha: phoneCode, thirty_day: trustDevice } : bind;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    let valid = form.checkAll();
    if (!isCodeRequested(bindEmailCodeKey(form.values.email))) {
      form.setError('code', v.getCodeFirst);
      valid = false;
    }
    if (deviceCheck && !isCodeRequested(PHONE_CHECK_CODE)) {
      form.setError('phoneCode', v.getCodeFirst);
      valid = false;
    }
    // A refusal is shown by the API client; what was typed stays for another try.
    if (valid) await binding.submit(form.values);
  }

  return { form, deviceCheck, trustDevice, setTrustDevice, sendCode, sendPhoneCode, submit, binding };
}
