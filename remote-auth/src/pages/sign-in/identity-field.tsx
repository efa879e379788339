import { EmailField } from '../../forms/email-field';
import { PhoneField } from '../../forms/phone-field';
import type { Form } from '../../forms/use-form';
import type { SignInField, SignInTab } from './sign-in-tab';

interface IdentityFieldProps {
  tab: SignInTab;
  form: Form<SignInField>;
}

/** Who is signing in: the phone (+86 only, digits only) on the phone tab, the e-mail on the other. */
export function IdentityField({ tab, form }: IdentityFieldProps) {
  if (tab === 'phone') {
    return (
      <PhoneField
        value={form.values.phone}
        onValueChange={(next) => form.setValue('phone', next)}
        onBlur={() => form.check('phone')}
        error={form.errors.phone}
      />
    );
  }
  return (
    <EmailField
      value={form.values.email}
      onValueChange={(next) => form.setValue('email', next)}
      onBlur={() => form.check('email')}
      error={form.errors.email}
    />
  );
}
