import { Dialog, useDataContext, useSubmit } from '@portal/shared';
import { changeEmail } from '@portal/shared/signed-in';
import { useAtom } from 'jotai';
import { useForm } from '../../forms/use-form';
import { emailCodeRequest, phoneCodeRequest } from './code-request';
import { DialogForm } from './dialog-form';
import { EmailCodeFields } from './email-code-fields';
import { emailCodeSentToAtom } from './email-sent-to';
import { emailMessage, sameAddress } from './form-checks';
import { PhoneCodeField } from './phone-code-field';
import { DialogText } from './settings-layout';
import { settingsStrings as s } from './strings';

type Field = 'access_captcha' | 'email' | 'captcha';

const EMPTY = { access_captcha: '', email: '', captcha: '' };

interface ChangeEmailFormProps {
  current: string;
  phone: string;
  onChanged: (email: string) => void;
  onCancel: () => void;
}

/** Two codes: one to the phone (proves the account holder), one to the new address (proves the mailbox). */
function ChangeEmailForm({ current, phone, onChanged, onCancel }: ChangeEmailFormProps) {
  const phoneCode = phoneCodeRequest('CHANGE_EMAIL');
  const emailCode = emailCodeRequest();
  const [sentTo, setSentTo] = useAtom(emailCodeSentToAtom);
  const context = useDataContext();
  const submission = useSubmit({
    draft: 'settings.change-email',
    keep: ['email'],
    send: ({ email, captcha, access_captcha }: typeof EMPTY) =>
      changeEmail(context, { email, captcha, access_captcha }),
    onDone: (_answer, { email }) => {
      phoneCode.used();
      emailCode.used(email);
      setSentTo('');
      onChanged(email);
    },
  });
  const form = useForm<Field>(
    {
      ...EMPTY,
      // A code that went to an address and still works brings the address back with the dialog.
      email: submission.restored?.email ?? (emailCode.isRequested(sentTo) ? sentTo : ''),
    },
    {
      access_captcha: (value) => phoneCode.message(value),
      email: (value) => emailMessage(value) ?? (sameAddress(value, current) ? s.sameEmail : null),
      captcha: (value, values) => emailCode.message(value, values.email),
    },
  );

  return (
    <DialogForm form={form} submission={submission} submitLabel={s.changeEmailSubmit} onCancel={onCancel}>
      <DialogText>{s.currentEmail(current)}</DialogText>
      <PhoneCodeField form={form} field="access_captcha" request={phoneCode} purpose="CHANGE_EMAIL" phone={phone} />
      <EmailCodeFields form={form} request={emailCode} emailLabel={s.newEmail} codeLabel={s.newEmailCode} />
    </DialogForm>
  );
}

export interface ChangeEmailDialogProps extends Omit<ChangeEmailFormProps, 'onCancel'> {
  open: boolean;
  onClose: () => void;
}

export function ChangeEmailDialog({ open, onClose, ...form }: ChangeEmailDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={s.changeEmailTitle}>
      <ChangeEmailForm {...form} onCancel={onClose} />
    </Dialog>
  );
}
