import { useId, useState } from 'react';
import { PasswordField, passesPasswordChecklist } from '@portal/shared';
import { PasswordChecklist } from './password-checklist';
import { signUpStrings } from './strings';

interface NewPasswordFieldProps {
  value: string;
  onValueChange: (next: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * The new password with its rule checklist (spec §4): the checklist shows on focus and hides on
 * blur only once all four rules pass, so a user who leaves a weak password still sees what is missing.
 */
export function NewPasswordField({ value, onValueChange, onBlur, error }: NewPasswordFieldProps) {
  const checklistId = useId();
  const [checklistShown, setChecklistShown] = useState(false);
  return (
    <>
      <PasswordField
        label={signUpStrings.passwordLabel}
        placeholder={signUpStrings.passwordPlaceholder}
        autoComplete="new-password"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onFocus={() => setChecklistShown(true)}
        onBlur={() => {
          if (passesPasswordChecklist(value)) setChecklistShown(false);
          onBlur();
        }}
        aria-describedby={checklistShown ? checklistId : undefined}
        error={error}
      />
      {checklistShown && <PasswordChecklist id={checklistId} value={value} />}
    </>
  );
}
