import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Button, Checkbox, PATHS, ResubmitNotice, requestToken, strings, useSignOut } from '@portal/shared';
import { CodeField } from '../../forms/code-field';
import { EmailField } from '../../forms/email-field';
import { FormStack, LinkRow } from '../../forms/form-layout';
import { LoginShell } from '../../shell/login-shell';
import { deviceCheckOf, type DeviceCheck } from '../../session/sign-email-handoff';
import { signEmailStrings as t } from './strings';
import { PHONE_CHECK_CODE, bindEmailCodeKey, useBindEmail } from './use-bind-email';

/** Not this account after all: its half-finished sign-in is ended and the sign-in form opens. */
function OtherAccount() {
  const { signOut, pending } = useSignOut();
  return (
    <LinkRow>
      <Button type="button" variant="text" loading={pending} onClick={() => void signOut()}>
        {t.otherAccount}
      </Button>
    </LinkRow>
  );
}

function BindEmailForm({ handedOver }: { handedOver: DeviceCheck | null }) {
  const { form, deviceCheck, trustDevice, setTrustDevice, sendCode, sendPhoneCode, submit, binding } =
    useBindEmail(handedOver);
  const { values, errors, setValue, check } = form;
  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)}>
      {deviceCheck && (
        <CodeField
          label={t.phoneCodeLabel}
          hint={t.phoneCodeHint(deviceCheck.phone)}
          value={values.phoneCode}
          onValueChange={(next) => setValue('phoneCode', next)}
          onBlur={() => check('phoneCode')}
          error={errors.phoneCode}
          onSend={sendPhoneCode}
          remember={PHONE_CHECK_CODE}
        />
      )}
      <EmailField
        value={values.email}
        onValueChange={(next) => setValue('email', next)}
        onBlur={() => check('email')}
        error={errors.email}
      />
      <CodeField
        label={t.codeLabel}
        value={values.code}
        onValueChange={(next) => setValue('code', next)}
        onBlur={() => check('code')}
        error={errors.code}
        onSend={sendCode}
        remember={bindEmailCodeKey(values.email)}
      />
      {deviceCheck && (
        <Checkbox checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)}>
          {strings.auth.trustDeviceThirtyDays}
        </Checkbox>
      )}
      <ResubmitNotice waiting={binding.waiting} online={binding.online} pending={binding.pending} />
      <Button type="submit" block loading={binding.pending}>
        {t.submit}
      </Button>
      <OtherAccount />
    </FormStack>
  );
}

/** /sign-email: bind an e-mail to the account just registered or signed in (spec §2, §4). */
export function SignEmailPage() {
  const { state } = useLocation();
  // The bind call needs the sign-in's token; read once so the redirect does not flicker as the session changes.
  const [hasToken] = useState(() => requestToken() !== null);
  const [handedOver] = useState(() => deviceCheckOf(state));
  if (!hasToken) return <Navigate to={PATHS.signIn} replace />;
  return (
    <LoginShell title={strings.pages.signEmail} intro={handedOver ? t.deviceCheckIntro : t.intro}>
      <BindEmailForm handedOver={handedOver} />
    </LoginShell>
  );
}

export default SignEmailPage;
