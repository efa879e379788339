import { AmountField } from '../money/amount-field';
import { LIMIT_KEYS, type LimitKey, type LimitValues } from './limit-rule';
import { limitStrings as text } from './strings';

/** Each limit's name, read in the reader's language while rendering. */
export const limitLabels = (): Record<LimitKey, string> => ({
  per_transaction_limit: text.perTransaction,
  daily_limit: text.daily,
  monthly_limit: text.monthly,
});

export interface LimitFieldsProps {
  values: LimitValues;
  errors: Partial<Record<LimitKey, string>>;
  currency: string;
  onChange: (key: LimitKey, value: string) => void;
}

/** The three limits of a card, each optional (empty: no limit), in the card's currency. */
export function LimitFields({ values, errors, currency, onChange }: LimitFieldsProps) {
  const labels = limitLabels();
  return (
    <>
      {LIMIT_KEYS.map((key) => (
        <AmountField
          key={key}
          label={text.withCurrency(labels[key], currency)}
          currency={currency}
          hint={text.emptyMeansNone}
          placeholder={text.none}
          value={values[key]}
          error={errors[key]}
          onValueChange={(value) => onChange(key, value)}
        />
      ))}
    </>
  );
}
