import type { FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  CODE_LENGTH,
  DigitField,
  PATHS,
  ResubmitNotice,
  SendCodeButton,
  checkPhoneReset,
  rememberCodeUsed,
  requestPhoneReset,
  strings,
  useSubmit,
} from '@portal/shared';
import { PHONE_PREFIX, type PhoneInfo } from '@portal/shared/contract';
import { FormStack } from '../../forms/form-layout';
import { useForm, type FieldCheck } from '../../forms/use-form';
import { LoginShell } from '../../shell/login-shell';
import { phoneFromState, phoneResetCodeKey, phoneResetState } from '../forget-password/phone-reset-state';
import { changePasswordCheckStrings as s } from './strings';

const CHECKS: Partial<Record<'captcha', FieldCheck<'captcha'>>> = { captcha: 'verifyCode' };

/** /change-password-check (spec §2, §4): the SMS code of the phone flow; without a phone it starts over. */
export function ChangePasswordCheckPage() {
  const phone = phoneFromState(useLocation().state);
  if (phone === null) return <Navigate to={PATHS.forgetPassword} replace />;
  return <CodeCheck phone={phone} />;
}

function CodeCheck({ phone }: { phone: string }) {
  const navigate = useNavigate();
  const form = useForm({ captcha: '' }, CHECKS);
  const phoneInfo: PhoneInfo = { phone, phone_prefix: PHONE_PREFIX };
  const { captcha } = form.values;
  const check = useSubmit({
    draft: 'change-password-check',
    send: (values: { captcha: string }) => checkPhoneReset({ phone_info: phoneInfo, captcha: values.captcha }),
    // Replace: the code is used up, so going back should not return to this screen.
    onDone: () => {
      rememberCodeUsed(phoneResetCodeKey(phone));
      navigate(PATHS.resetPassword, { replace: true, state: phoneResetState(phone) });
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A refusal is shown by the API client; the code stays as typed.
    if (form.checkAll()) await check.submit({ captcha });
  }

  return (
    <LoginShell title={strings.pages.changePasswordCheck} intro={s.sentTo(phone.slice(-4))} back={PATHS.forgetPassword}>
      <FormStack noValidate onSubmit={(event) => void submit(event)}>
        <DigitField
          label={s.codeLabel}
          name="captcha"
          autoComplete="one-time-code"
          placeholder={s.codePlaceholder}
          maxLength={CODE_LENGTH}
          value={captcha}
          error={form.errors.captcha}
          onValueChange={(next) => form.setValue('captcha', next)}
          onBlur={() => captcha !== '' && form.check('captcha')}
          trailing={
            <SendCodeButton
              remember={phoneResetCodeKey(phone)}
              onSend={async () => {
                await requestPhoneReset({ phone_info: phoneInfo });
                return true;
              }}
            >
              {s.resend}
            </SendCodeButton>
          }
        />
        <ResubmitNotice waiting={check.waiting} online={check.online} pending={check.pending} />
        <Button type="submit" block loading={check.pending}>
          {strings.auth.next}
        </Button>
      </FormStack>
    </LoginShell>
  );
}

export default ChangePasswordCheckPage;
