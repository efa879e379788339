import { digitsOnly } from '../validation/input-filters';
import { TextField, type TextFieldProps } from './text-field';

export interface DigitFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'maxLength'
> {
  value: string;
  /** Called with the digits only: full-width digits converted, everything else dropped, cut to `maxLength`. */
  onValueChange: (next: string) => void;
  /** Digits kept at most, e.g. 11 for a phone and CODE_LENGTH for a code. */
  maxLength?: number;
}

/**
 * A phone or code input that accepts digits only (spec §5). The length is cut after filtering, not by the
 * native maxLength, so a pasted "138 0013 8000" keeps all eleven digits instead of losing the last two.
 */
export function DigitField({ value, onValueChange, maxLength, ...rest }: DigitFieldProps) {
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      value={value}
      onChange={(event) => {
        const digits = digitsOnly(event.target.value);
        onValueChange(maxLength === undefined ? digits : digits.slice(0, maxLength));
      }}
    />
  );
}
