import { useCallback, useState } from 'react';
import { validate, type RuleName } from '@portal/shared';

/** How a field is checked: a row of the shared rule table, or a check that also sees the other fields. */
export type FieldCheck<F extends string> =
  RuleName | ((value: string, values: Readonly<Record<F, string>>) => string | null);

export type FormValues<F extends string> = Readonly<Record<F, string>>;
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export interface Form<F extends string> {
  values: FormValues<F>;
  errors: FormErrors<F>;
  /** Sets a value; a field already showing an error is checked again as the user types. */
  setValue: (field: F, value: string) => void;
  /** Checks one field (on blur) and shows its message; answers the message or null. */
  check: (field: F) => string | null;
  /** Checks every field with a rule and shows every message; true when all pass. */
  checkAll: () => boolean;
  /** Shows a message of the screen's own (or clears it with null). */
  setError: (field: F, message: string | null) => void;
}

/**
 * A form's values and messages. Values live in React state only (never in storage), so a failed
 * submit, a network error included, leaves everything the user typed in place.
 */
export function useForm<F extends string>(initial: FormValues<F>, checks: Partial<Record<F, FieldCheck<F>>>): Form<F> {
  const [values, setValues] = useState<FormValues<F>>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const messageOf = useCallback(
    (field: F, all: FormValues<F>): string | null => {
      const rule = checks[field];
      if (rule === undefined) return null;
      return typeof rule === 'function' ? rule(all[field], all) : validate(rule, all[field]);
    },
    [checks],
  );

  const setError = useCallback((field: F, message: string | null) => {
    setErrors((current) => {
      if ((current[field] ?? null) === message) return current;
      const next = { ...current };
      if (message === null) delete next[field];
      else next[field] = message;
      return next;
    });
  }, []);

  const setValue = useCallback(
    (field: F, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      setErrors((current) => {
        if (current[field] === undefined) return current;
        const message = messageOf(field, next);
        const updated = { ...current };
        if (message === null) delete updated[field];
        else updated[field] = message;
        return updated;
      });
    },
    [messageOf, values],
  );

  const check = useCallback(
    (field: F) => {
      const message = messageOf(field, values);
      setError(field, message);
      return message;
    },
    [messageOf, setError, values],
  );

  const checkAll = useCallback(() => {
    const found: FormErrors<F> = {};
    for (const field of Object.keys(checks) as F[]) {
      const message = messageOf(field, values);
      if (message !== null) found[field] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [checks, messageOf, values]);

  return { values, errors, setValue, check, checkAll, setError };
}
