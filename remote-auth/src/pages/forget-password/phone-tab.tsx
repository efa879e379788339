import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  PATHS,
  ResubmitNotice,
  isCodeRequested,
  rememberCodeSent,
  requestPhoneReset,
  strings,
  useSubmit,
} from '@portal/shared';
import { PHONE_PREFIX } from '@portal/shared/contract';
import { FormStack } from '../../forms/form-layout';
import { PhoneField } from '../../forms/phone-field';
import type { Form } from '../../forms/use-form';
import { phoneResetCodeKey, phoneResetState } from './phone-reset-state';

/** The draft a phone reset lost to the network waits in; the page starts its form from it. */
export const PHONE_RESET_DRAFT = 'forget-password.phone';

/** Phone tab: checks the number, has the reset code sent by SMS and goes on to the code check (spec §2, §4). */
export function PhoneTab({ form }: { form: Form<'phone'> }) {
  const navigate = useNavigate();
  const { phone } = form.values;
  const toCodeCheck = (to: string) => navigate(PATHS.changePasswordCheck, { state: phoneResetState(to) });
  const request = useSubmit({
    draft: PHONE_RESET_DRAFT,
    keep: ['phone'],
    send: (values: { phone: string }) =>
      requestPhoneReset({ phone_info: { phone: values.phone, phone_prefix: PHONE_PREFIX } }),
    onDone: (_answer, values) => {
      rememberCodeSent(phoneResetCodeKey(values.phone));
      toCodeCheck(values.phone);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A refusal is shown by the API client; the number stays as typed.
    if (!form.checkAll()) return;
    // A code sent to this phone that is still good goes on to the check without another one.
    if (isCodeRequested(phoneResetCodeKey(phone))) toCodeCheck(phone);
    else await request.submit({ phone });
  }

  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)}>
      <PhoneField
        value={phone}
        error={form.errors.phone}
        onValueChange={(next) => form.setValue('phone', next)}
        onBlur={() => phone !== '' && form.check('phone')}
      />
      <ResubmitNotice waiting={request.waiting} online={request.online} pending={request.pending} />
      <Button type="submit" block loading={request.pending}>
        {strings.auth.next}
      </Button>
    </FormStack>
  );
}
