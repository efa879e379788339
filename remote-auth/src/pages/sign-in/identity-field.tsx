import { TextField } from '@portal/shared';
import { PhoneField } from '../../forms/phone-field';
import type { Form } from '../../forms/use-form';
import type { SignInField, SignInTab } from './sign-in-tab';
import { signInStrings as s } from './strings';

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
    <TextField
      label={s.emailLabel}
      name="email"
      type="email"
      autoComplete="email"
      placeholder={s.emailPlaceholder}
      value={form.values.email}
      onChange={(event) => form.setValue('email', event.target.value)}
      onBlur={() => form.check('email')}
      error={form.errors.email}
    />
  );
}
