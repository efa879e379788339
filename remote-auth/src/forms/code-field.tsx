import { CODE_LENGTH, DigitField, SendCodeButton, type SentCodeKey } from '@portal/shared';
import { fieldStrings } from './strings';

export interface CodeFieldProps {
  label: string;
  /** Where the code goes, under the field. */
  hint?: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  /** Requests the code; true when one was sent (the button then counts down 60 s). */
  onSend: () => Promise<boolean>;
  /** What the code is for and where it goes: its countdown outlives the form (see SendCodeButton). */
  remember?: SentCodeKey;
}

/** A 6-digit code with its get-code button inside the field. */
export function CodeField({ label, hint, value, error, onValueChange, onBlur, onSend, remember }: CodeFieldProps) {
  return (
    <DigitField
      label={label}
      hint={hint}
      placeholder={fieldStrings.code.placeholder}
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      value={value}
      onValueChange={onValueChange}
      onBlur={onBlur}
      error={error}
      trailing={<SendCodeButton onSend={onSend} remember={remember} />}
    />
  );
}
