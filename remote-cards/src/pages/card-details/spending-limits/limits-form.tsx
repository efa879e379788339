import { useState, type FormEvent } from 'react';
import { notify, useDataContext, useSubmit } from '@portal/shared';
import { saveCardLimits } from '@portal/shared/signed-in';
import type { CardLimits } from '@portal/shared/contract';
import { LimitFields } from '../../../limits/limit-fields';
import { limitProblems, limitValues, limitsInput, type LimitKey, type LimitValues } from '../../../limits/limit-rule';
import { limitStrings as text } from '../../../limits/strings';
import { FormFooter } from '../../../ui/form-footer';
import { FormColumn } from '../../../ui/form-layout';

/** Changes a card's three limits; empty fields mean no limit. */
export function LimitsForm({ limits, onClose }: { limits: CardLimits; onClose: () => void }) {
  const context = useDataContext();
  const [values, setValues] = useState<LimitValues>(() => limitValues(limits));
  const [errors, setErrors] = useState<Partial<Record<LimitKey, string>>>({});
  const saving = useSubmit({
    draft: 'card-limits',
    send: (sent: LimitValues) => saveCardLimits(context, limits.card_id, limitsInput(sent)),
    onDone: () => {
      notify.success(text.saved);
      onClose();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = limitProblems(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void saving.submit(values);
  }

  return (
    <FormColumn noValidate aria-label={text.formLabel} onSubmit={submit}>
      <LimitFields
        values={values}
        errors={errors}
        currency={limits.currency}
        onChange={(key, value) => {
          setValues((current) => ({ ...current, [key]: value }));
          setErrors({});
        }}
      />
      <FormFooter submission={saving} submitLabel={text.save} onCancel={onClose} />
    </FormColumn>
  );
}
