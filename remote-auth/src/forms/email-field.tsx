import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@portal/shared';
import { fieldStrings } from './strings';

export const emailFieldStrings = fieldStrings.email;

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'label'> & {
  value: string;
  /** The address as typed, without spaces (an e-mail has none; a pasted one often brings some). */
  onValueChange: (next: string) => void;
  label?: ReactNode;
};

/** The e-mail input of every screen: the e-mail keyboard and autofill, spaces dropped as typed. */
export function EmailField({ label = emailFieldStrings.label, onValueChange, ...rest }: EmailFieldProps) {
  return (
    <TextField
      name="email"
      type="email"
      autoComplete="email"
      placeholder={emailFieldStrings.placeholder}
      {...rest}
      label={label}
      onChange={(event) => onValueChange(event.target.value.replace(/\s/g, ''))}
    />
  );
}
