import { useState } from 'react';
import { Tabs, strings, useBack, useMerchant } from '@portal/shared';
import { useForm } from '../../forms/use-form';
import { identityTabs } from '../../forms/identity-tabs';
import { LoginShell } from '../../shell/login-shell';
import { websiteUrl } from '../../shell/copyright';
import { SignInForm } from './sign-in-form';
import { CHECKS_BY_TAB, isSignInTab, type SignInTab } from './sign-in-tab';
import { useLogin } from './use-login';
import { VerificationDialog } from './verification-dialog';
import { signInStrings as s } from './strings';

const INITIAL_VALUES = { phone: '', email: '', password: '' };

/** /sign-in (spec §2, §4, §5): password login by phone (+86) or e-mail, then the code check if asked. */
export function SignInPage() {
  const { logIn, pending, waiting, online, kept, verification, closeVerification } = useLogin();
  const [tab, setTab] = useState<SignInTab>(kept?.tab ?? 'phone');
  const form = useForm({ ...INITIAL_VALUES, phone: kept?.phone ?? '', email: kept?.email ?? '' }, CHECKS_BY_TAB[tab]);
  // "remember 30 days": the login call takes no such flag and every session already lasts up to
  // 30 days; the API's one 30-day promise is device trust, so the box pre-ticks the dialog's "no
  // verification on this device for 30 days", which the user still sees and can change.
  const [remember, setRemember] = useState(kept?.remember ?? false);
  const [formInvalid, setFormInvalid] = useState(false);

  function switchTab(key: string) {
    if (!isSignInTab(key)) return;
    // The hidden tab's identity field is not checked; its message must not keep the form message up.
    form.setError(key === 'phone' ? 'email' : 'phone', null);
    setFormInvalid(false);
    setTab(key);
  }

  function submit() {
    if (pending) return;
    const valid = form.checkAll();
    setFormInvalid(!valid);
    if (valid) void logIn(tab, form.values, remember);
  }

  // Shown until the fields are fixed (each field is checked again as the user types).
  const formMessage = formInvalid && Object.keys(form.errors).length > 0 ? strings.validation.loginFormInvalid : null;
  // The page is often the first of a visit (a guarded route redirects here replacing the entry): the
  // arrow goes one step back when this tab has an earlier page of the portal, else to the merchant's
  // website, where a visitor comes from; it never leads out of the site to an unknown page.
  const stepBack = useBack();
  const site = websiteUrl(useMerchant().data?.website ?? '');
  const back = stepBack ?? (site === null ? undefined : { href: site });

  return (
    <LoginShell title={strings.pages.signIn} back={back}>
      <Tabs items={identityTabs()} value={tab} onValueChange={switchTab} aria-label={s.tabsLabel}>
        {(key) => (
          <SignInForm
            tab={isSignInTab(key) ? key : 'phone'}
            form={form}
            remember={remember}
            onRememberChange={setRemember}
            formMessage={formMessage}
            pending={pending}
            offline={{ waiting, online }}
            onSubmit={submit}
          />
        )}
      </Tabs>
      <VerificationDialog verification={verification} trustByDefault={remember} onClose={closeVerification} />
    </LoginShell>
  );
}

export default SignInPage;
