import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  CODE_LENGTH,
  Checkbox,
  DigitField,
  SendCodeButton,
  ResubmitNotice,
  TextField,
  accessCodeKey,
  checkSignInCode,
  isCodeRequested,
  rememberCodeUsed,
  sendAccessCodeFor,
  strings,
  useSubmit,
} from '@portal/shared';
import { FormMessage, FormStack } from '../../forms/form-layout';
import { useForm } from '../../forms/use-form';
import { useCompleteSignIn } from '../../session/use-complete-sign-in';
import type { PendingVerification } from './use-login';
import { SEND_TYPE_BY_TAB } from './sign-in-tab';
import { signInStrings as s } from './strings';

const CODE_CHECKS = { code: 'verifyCode' } as const;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`;

interface VerificationFormProps {
  verification: PendingVerification;
  /** Whether "no verification on this device for 30 days" starts ticked. */
  trustByDefault: boolean;
}

/**
 * The login code check (spec §2, §4): a code sent to the account's own phone or e-mail, then the
 * check that swaps the pending token for a full one. Mounted only while the dialog is open.
 */
export function VerificationForm({ verification, trustByDefault }: VerificationFormProps) {
  const completeSignIn = useCompleteSignIn();
  const form = useForm({ code: '' }, CODE_CHECKS);
  const [trustDevice, setTrustDevice] = useState(trustByDefault);
  const [message, setMessage] = useState<string | null>(null);
  const sendType = SEND_TYPE_BY_TAB[verification.tab];
  // The code goes to the account signing in: kept by its phone or e-mail, a reopened dialog counts on.
  const codeKey = { purpose: accessCodeKey('SIGN_IN_CHECK', sendType).purpose, to: verification.target };
  const check = useSubmit({
    draft: 'sign-in.verification',
    keep: ['trust'],
    send: ({ code, trust }: { code: string; trust: boolean }) =>
      checkSignInCode({ captcha: code, thirty_day: trust, send_type: sendType }),
    onDone: ({ token }) => {
      rememberCodeUsed(codeKey);
      completeSignIn(token);
    },
  });

  async function sendCode() {
    await sendAccessCodeFor('SIGN_IN_CHECK', sendType);
    setMessage(null);
    return true;
  }

  /** Why the code cannot be checked yet (spec §5): none was requested, or the one typed is not 6 digits. */
  function reasonNotToCheck(): string | null {
    if (!isCodeRequested(codeKey)) return strings.validation.codeNotRequested;
    return form.checkAll() ? null : strings.validation.loginFormInvalid;
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const blocker = reasonNotToCheck();
    setMessage(blocker);
    // A refusal is shown by the API client; the code stays typed for another try.
    if (!blocker) await check.submit({ code: form.values.code, trust: trustDevice });
  }

  return (
    <FormStack noValidate onSubmit={(event) => void verify(event)}>
      <Intro>{s.verificationIntro}</Intro>
      <TextField
        label={verification.tab === 'phone' ? s.phoneLabel : s.emailLabel}
        value={verification.target}
        disabled
        readOnly
      />
      <DigitField
        label={s.codeLabel}
        name="code"
        autoComplete="one-time-code"
        placeholder={s.codePlaceholder}
        maxLength={CODE_LENGTH}
        value={form.values.code}
        onValueChange={(next) => form.setValue('code', next)}
        error={form.errors.code}
        trailing={<SendCodeButton onSend={sendCode} remember={codeKey} />}
      />
      <Checkbox checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)}>
        {strings.auth.trustDeviceThirtyDays}
      </Checkbox>
      {message && <FormMessage>{message}</FormMessage>}
      <ResubmitNotice waiting={check.waiting} online={check.online} pending={check.pending} />
      <Button type="submit" block loading={check.pending}>
        {strings.auth.verify}
      </Button>
    </FormStack>
  );
}
