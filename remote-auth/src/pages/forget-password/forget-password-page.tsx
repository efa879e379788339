import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PATHS, Tabs, keptText, sessionAtom, strings } from '@portal/shared';
import type { ResetLinkType } from '@portal/shared/contract';
import { useForm, type FieldCheck } from '../../forms/use-form';
import { identityTabs } from '../../forms/identity-tabs';
import { LoginShell } from '../../shell/login-shell';
import { EmailTab, RESET_LINK_DRAFT } from './email-tab';
import { newLinkFor } from './new-link-state';
import { PHONE_RESET_DRAFT, PhoneTab } from './phone-tab';
import { forgetPasswordStrings as s } from './strings';

type Method = 'phone' | 'email';

const PHONE_CHECKS: Partial<Record<'phone', FieldCheck<'phone'>>> = { phone: 'phoneMainland' };
const EMAIL_CHECKS: Partial<Record<'email', FieldCheck<'email'>>> = { email: 'email' };

/**
 * /forget-password (spec §2): by phone ('Next', then the SMS code check) or by e-mail ('Send link').
 * With ?type=FORGET_TRX_PASSWORD (from the settings screen) it resets the transaction password, by e-mail only.
 */
export function ForgetPasswordPage() {
  const [query] = useSearchParams();
  const type: ResetLinkType = query.get('type') === 'FORGET_TRX_PASSWORD' ? 'FORGET_TRX_PASSWORD' : 'FORGET_PASSWORD';
  const { isLogin } = useAtomValue(sessionAtom);
  // Both forms live here, so switching tabs keeps what was typed in each.
  // A request lost to the network comes back after a reload, as typed.
  const phoneForm = useForm({ phone: keptText(PHONE_RESET_DRAFT, 'phone') }, PHONE_CHECKS);
  // A dead reset link sends here for a new one: the e-mail tab, with its address.
  const deadLinkEmail = newLinkFor(useLocation().state);
  const emailForm = useForm({ email: deadLinkEmail ?? keptText(RESET_LINK_DRAFT, 'email') }, EMAIL_CHECKS);
  const [method, setMethod] = useState<Method>(() =>
    deadLinkEmail !== null || emailForm.values.email !== '' ? 'email' : 'phone',
  );
  const [sent, setSent] = useState(false);

  const fromSettings = type === 'FORGET_TRX_PASSWORD' && isLogin;
  const home = fromSettings
    ? { path: PATHS.settings, label: s.backToSettings }
    : { path: PATHS.signIn, label: s.backToSignIn };
  const emailTab = <EmailTab form={emailForm} type={type} sent={sent} onSentChange={setSent} home={home} />;

  if (type === 'FORGET_TRX_PASSWORD') {
    return (
      <LoginShell title={strings.auth.resetTransactionPassword} back={home.path}>
        {emailTab}
      </LoginShell>
    );
  }
  return (
    <LoginShell title={strings.pages.forgetPassword} back={PATHS.signIn}>
      <Tabs
        items={identityTabs()}
        value={method}
        onValueChange={(key) => setMethod(key === 'email' ? 'email' : 'phone')}
        aria-label={s.methods}
      >
        {(key) => (key === 'phone' ? <PhoneTab form={phoneForm} /> : emailTab)}
      </Tabs>
    </LoginShell>
  );
}

export default ForgetPasswordPage;
