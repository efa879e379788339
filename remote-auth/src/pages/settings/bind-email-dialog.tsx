import { Dialog, useDataContext, useSubmit } from '@portal/shared';
import { bindEmail } from '@portal/shared/signed-in';
import { useAtom } from 'jotai';
import { useForm } from '../../forms/use-form';
import { emailCodeRequest } from './code-request';
import { DialogForm } from './dialog-form';
import { EmailCodeFields } from './email-code-fields';
import { emailCodeSentToAtom } from './email-sent-to';
import { emailMessage } from './form-checks';
import { settingsStrings as s } from './strings';

type Field = 'email' | 'captcha';

const EMPTY = { email: '', captcha: '' };

/** The address and the code sent to it; a code asked for another address does not count. */
function BindEmailForm({ onBound, onCancel }: Pick<BindEmailDialogProps, 'onBound'> & { onCancel: () => void }) {
  const emailCode = emailCodeRequest();
  const [sentTo, setSentTo] = useAtom(emailCodeSentToAtom);
  const context = useDataContext();
  const submission = useSubmit({
    draft: 'settings.bind-email',
    keep: ['email'],
    send: ({ email, captcha }: typeof EMPTY) => bindEmail(context, { email, captcha }),
    onDone: (_answer, { email }) => {
      emailCode.used(email);
      setSentTo('');
      onBound(email);
    },
  });
  const form = useForm<Field>(
    {
      ...EMPTY,
      // A code that went to an address and still works brings the address back with the dialog.
      email: submission.restored?.email ?? (emailCode.isRequested(sentTo) ? sentTo : ''),
    },
    {
      email: emailMessage,
      captcha: (value, values) => emailCode.message(value, values.email),
    },
  );

  return (
    <DialogForm form={form} submission={submission} submitLabel={s.bindSubmit} onCancel={onCancel}>
      <EmailCodeFields form={form} request={emailCode} codeLabel={s.emailCode} />
    </DialogForm>
  );
}

export interface BindEmailDialogProps {
  open: boolean;
  onClose: () => void;
  /** Bound: the new token is stored and the account shows the address (the data module did both). */
  onBound: (email: string) => void;
}

export function BindEmailDialog({ open, onClose, onBound }: BindEmailDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={s.bindEmailTitle}>
      <BindEmailForm onBound={onBound} onCancel={onClose} />
    </Dialog>
  );
}
