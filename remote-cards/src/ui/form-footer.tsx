import type { ReactNode } from 'react';
import { Button, ResubmitNotice, type ApiError } from '@portal/shared';
import { cardStrings as text } from '../strings';
import { FormActions } from './form-layout';

export interface FormFooterProps {
  /**
   * The form's submission (`useSubmit`): the button is busy while it is out, and 重新提交 is offered
   * after a network failure. With its `error`, the offline notice says what the API client said.
   */
  submission: { pending: boolean; waiting: boolean; online: boolean; error?: ApiError | null };
  /** The submit button's words. */
  submitLabel: ReactNode;
  /** Leaves without sending; without it there is no such button. */
  onCancel?: () => void;
  /** The leaving button's words; 取消 by default. */
  cancelLabel?: string;
  /** Keeps the form from being sent (a problem shown above says why). */
  disabled?: boolean;
}

/** A form's foot: 重新提交 after a network failure, then 取消 and the submit button at the end. */
export function FormFooter({
  submission,
  submitLabel,
  onCancel,
  cancelLabel = text.cancel,
  disabled,
}: FormFooterProps) {
  const { pending, waiting, online, error } = submission;
  return (
    <>
      <ResubmitNotice waiting={waiting} online={online} pending={pending} error={error} />
      <FormActions>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </FormActions>
    </>
  );
}
