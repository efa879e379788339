import { useState } from 'react';
import { TextField } from '@portal/shared';
import { formatMoney } from '@portal/shared/signed-in';
import { cardStrings as text } from '../strings';
import { MAX_AMOUNT, amountInput, flooredAmount } from './amount-rule';

export interface AmountFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Checks the amount as typed; the form shows its answer as `error`. */
  onBlur?: () => void;
  error?: string | null;
  currency: string;
  label?: string;
  /** Help under the field; by default the limit and the flooring rule. */
  hint?: string;
  /** What the empty field shows; 0.00 by default. */
  placeholder?: string;
  disabled?: boolean;
}

/**
 * An amount: digits and one point as typed, floored to two decimals when the field is left (the
 * spec's amount helper), the currency beside it, a decimal keyboard on a phone.
 */
export function AmountField({
  value,
  onValueChange,
  onBlur,
  error,
  currency,
  label,
  hint,
  placeholder = text.amount.placeholder,
  disabled,
}: AmountFieldProps) {
  return (
    <TextField
      label={label ?? text.punctuate.note(text.amount.label, currency)}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      disabled={disabled}
      error={error ?? undefined}
      hint={hint ?? text.amount.range(formatMoney(MAX_AMOUNT))}
      trailing={<span aria-hidden="true">{currency}</span>}
      onChange={(event) => onValueChange(amountInput(event.target.value))}
      onBlur={() => {
        const floored = flooredAmount(value);
        if (floored !== '' && floored !== value) onValueChange(floored);
        onBlur?.();
      }}
    />
  );
}

/**
 * A money form's amount: the typed value and the rule's message, shown when the field is left with
 * something in it and on submit, gone as the user types again. `field` goes to AmountField.
 */
export function useAmount(initial: string, problem: (value: string) => string | null) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    /** Shows the rule's message and answers whether the amount may be sent. */
    check: () => {
      const found = problem(value);
      setError(found);
      return found === null;
    },
    field: {
      value,
      error,
      onValueChange: (next: string) => {
        setValue(next);
        if (error) setError(null);
      },
      onBlur: () => {
        if (value !== '') setError(problem(value));
      },
    },
  };
}
