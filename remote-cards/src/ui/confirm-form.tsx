import type { ReactNode } from 'react';
import { FormFooter, type FormFooterProps } from './form-footer';
import { FormColumn } from './form-layout';

export interface ConfirmFormProps extends Omit<FormFooterProps, 'submission' | 'disabled'> {
  /** The action asked for (`useSubmit` of a call with nothing to fill in); confirming sends it. */
  submission: FormFooterProps['submission'] & { submit: (values: Record<string, never>) => Promise<void> };
  /** What will happen, in a sentence. */
  children: ReactNode;
}

/** A dialog that asks before an action: what will happen, then 取消 and the action itself. */
export function ConfirmForm({ submission, children, ...footer }: ConfirmFormProps) {
  return (
    <FormColumn
      onSubmit={(event) => {
        event.preventDefault();
        void submission.submit({});
      }}
    >
      <p>{children}</p>
      <FormFooter submission={submission} {...footer} />
    </FormColumn>
  );
}
