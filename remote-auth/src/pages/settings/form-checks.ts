import { strings, validate } from '@portal/shared';
import type { Form } from '../../forms/use-form';

const v = strings.validation;

/** A code field: requested first (请先获取验证码), then 6 digits. */
export const codeMessage = (requested: boolean, value: string): string | null =>
  requested ? validate('verifyCode', value) : v.codeNotRequested;

/** An e-mail field: required, then the shared e-mail rule (length, shape). */
export const emailMessage = (value: string): string | null =>
  value.trim() === '' ? v.required : validate('email', value);

/** The confirmation of a new password: required, and equal to it. */
export const confirmMessage = (value: string, password: string): string | null => {
  if (value === '') return v.required;
  return value === password ? null : v.confirmPasswordMismatch;
};

/** Addresses are compared as the API stores them: lower-cased. */
export const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Once a code is on its way, the field no longer asks for one. */
export function clearCodeRequest<F extends string>(form: Form<F>, field: F): void {
  if (form.errors[field] === v.codeNotRequested) form.setError(field, null);
}

/** Checks a field on blur only once something was typed: leaving it empty for the get-code button is fine. */
export function checkTyped<F extends string>(form: Form<F>, field: F): void {
  if (form.values[field] !== '') form.check(field);
}

/** A text field's value, message and handlers from the form, checked on blur as `checkTyped` says. */
export const typedFieldProps = <F extends string>(form: Form<F>, field: F) => ({
  value: form.values[field],
  error: form.errors[field],
  onValueChange: (next: string) => form.setValue(field, next),
  onBlur: () => checkTyped(form, field),
});
