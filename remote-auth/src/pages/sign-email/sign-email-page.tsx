import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Button, CODE_LENGTH, DigitField, PATHS, SendCodeButton, storedToken, strings } from '@portal/shared';
import { EmailField } from '../../forms/email-field';
import { FormStack } from '../../forms/form-layout';
import { LoginShell } from '../../shell/login-shell';
import { signEmailStrings as t } from './strings';
import { useBindEmail } from './use-bind-email';

function BindEmailForm() {
  const { form, sendCode, submit, submitting } = useBindEmail();
  const { values, errors, setValue, check } = form;
  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)}>
      <EmailField
        value={values.email}
        onValueChange={(next) => setValue('email', next)}
        onBlur={() => check('email')}
        error={errors.email}
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
        trailing={<SendCodeButton onSend={sendCode} />}
      />
      <Button type="submit" block loading={submitting}>
        {t.submit}
      </Button>
    </FormStack>
  );
}

/** /sign-email: bind an e-mail to the account just registered or signed in (spec §2, §4). */
export function SignEmailPage() {
  // The bind call needs the bearer token; read once so the redirect does not flicker as the session changes.
  const [hasToken] = useState(() => storedToken() !== null);
  if (!hasToken) return <Navigate to={PATHS.signIn} replace />;
  return (
    <LoginShell title={strings.pages.signEmail} intro={t.intro}>
      <BindEmailForm />
    </LoginShell>
  );
}
