import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, PATHS, requestPhoneReset, strings } from '@portal/shared';
import { PHONE_PREFIX } from '@portal/shared/contract';
import { FormStack } from '../../forms/form-layout';
import { PhoneField } from '../../forms/phone-field';
import type { Form } from '../../forms/use-form';
import { phoneResetState } from './phone-reset-state';

/** Phone tab: checks the number, has the reset code sent by SMS and goes on to the code check (spec §2, §4). */
export function PhoneTab({ form }: { form: Form<'phone'> }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const { phone } = form.values;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || !form.checkAll()) return;
    setPending(true);
    try {
      await requestPhoneReset({ phone_info: { phone, phone_prefix: PHONE_PREFIX } });
      navigate(PATHS.changePasswordCheck, { state: phoneResetState(phone) });
    } catch {
      // The API client has shown why; the number stays as typed.
      setPending(false);
    }
  }

  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)}>
      <PhoneField
        value={phone}
        error={form.errors.phone}
        onValueChange={(next) => form.setValue('phone', next)}
        onBlur={() => phone !== '' && form.check('phone')}
      />
      <Button type="submit" block loading={pending}>
        {strings.auth.next}
      </Button>
    </FormStack>
  );
}
