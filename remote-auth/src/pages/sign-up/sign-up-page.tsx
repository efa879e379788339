import { Link } from 'react-router-dom';
import {
  Button,
  CODE_LENGTH,
  DigitField,
  PATHS,
  PasswordField,
  ResubmitNotice,
  SendCodeButton,
  TextField,
  strings,
} from '@portal/shared';
import { FormStack, LinkRow } from '../../forms/form-layout';
import { LoginShell } from '../../shell/login-shell';
import { AgreementConsent } from './agreement-consent';
import { registerCodeKey } from './sign-up-draft';
import { NewPasswordField } from './new-password-field';
import { PhoneField } from '../../forms/phone-field';
import { signUpStrings as t } from './strings';
import { useSignUp } from './use-sign-up';

/** /sign-up: register with a phone, its SMS code and a password (spec §2, §5). */
export function SignUpPage() {
  const { form, agreement, agreed, agree, readAgreement, agreementError, sendCode, submit, registration } = useSignUp();
  const { values, errors, setValue, check } = form;

  return (
    <LoginShell title={strings.pages.signUp} back={PATHS.signIn}>
      <FormStack noValidate onSubmit={(event) => void submit(event)}>
        <PhoneField
          value={values.phone}
          onValueChange={(next) => setValue('phone', next)}
          onBlur={() => check('phone')}
          error={errors.phone}
        />
        <DigitField
          label={t.codeLabel}
          placeholder={t.codePlaceholder}
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          value={values.code}
          onValueChange={(next) => setValue('code', next)}
          onBlur={() => check('code')}
          error={errors.code}
          trailing={<SendCodeButton onSend={sendCode} remember={registerCodeKey(values.phone)} />}
        />
        <NewPasswordField
          value={values.password}
          onValueChange={(next) => setValue('password', next)}
          onBlur={() => check('password')}
          error={errors.password}
        />
        <PasswordField
          label={t.confirmLabel}
          placeholder={t.confirmPlaceholder}
          autoComplete="new-password"
          value={values.confirm}
          onChange={(event) => setValue('confirm', event.target.value)}
          onBlur={() => check('confirm')}
          error={errors.confirm}
        />
        <TextField
          label={t.inviteLabel}
          placeholder={t.invitePlaceholder}
          autoComplete="off"
          value={values.invite}
          onChange={(event) => setValue('invite', event.target.value)}
          onBlur={() => check('invite')}
          error={errors.invite}
        />
        {agreement !== null && (
          <AgreementConsent
            agreement={agreement}
            checked={agreed}
            onCheckedChange={agree}
            onOpen={readAgreement}
            error={agreementError}
          />
        )}
        <ResubmitNotice waiting={registration.waiting} online={registration.online} pending={registration.pending} />
        <Button type="submit" block loading={registration.pending}>
          {t.submit}
        </Button>
        <LinkRow>
          <span>
            {t.hasAccount}
            <Link to={PATHS.signIn}>{t.toSignIn}</Link>
          </span>
        </LinkRow>
      </FormStack>
    </LoginShell>
  );
}

export default SignUpPage;
