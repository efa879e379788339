import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TextField, digitsOnly, useDataContext, useSubmit, validate } from '@portal/shared';
import { saveCardholderProfile } from '@portal/shared/signed-in';
import type { CardholderProfile, CardholderProfileInput } from '@portal/shared/contract';
import { cardStrings as text } from '../../strings';
import { FormFooter } from '../../ui/form-footer';
import { FormColumn } from '../../ui/form-layout';
import { SelectField } from '../../ui/select-field';

const t = text.profile;

const LATIN_NAME = /^[A-Za-z]+(?:[ .'-][A-Za-z]+)*\.?$/;

type Field = 'name' | 'id_number' | 'phone' | 'website';
type Values = Omit<CardholderProfileInput, 'phone_prefix'> & { phone_prefix: string };

/** Each field's rule, as the API holds it (spec §5 messages where the spec gives one). */
function problems(values: Values): Partial<Record<Field, string>> {
  const name = values.name.trim();
  const found: Partial<Record<Field, string>> = {};
  if (!name || validate('noChinese', name) || !LATIN_NAME.test(name)) found.name = t.nameMessage;
  const id = validate('idNumberMainland', values.id_number.trim().toUpperCase());
  if (id) found.id_number = id;
  const phone = validate(values.phone_prefix === '852' ? 'phoneHongKong' : 'phoneMainland', values.phone);
  if (phone) found.phone = phone;
  const website = validate('url', values.website.trim());
  if (website) found.website = website;
  return found;
}

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(96px, auto) 1fr;
  gap: 12px;
  align-items: start;
`;

export interface ProfileFormProps {
  /** The profile on file, to correct (the ID number is typed again: it is never shown whole). */
  current: CardholderProfile | null;
  submitLabel: string;
  onSaved: () => void;
  onCancel?: () => void;
}

/** The cardholder profile: Latin name, mainland ID number, +86 or +852 phone, the website. */
export function ProfileForm({ current, submitLabel, onSaved, onCancel }: ProfileFormProps) {
  const context = useDataContext();
  const save = useSubmit({
    draft: 'cardholder-profile',
    // Never the ID number.
    keep: ['name', 'phone_prefix', 'phone', 'website'],
    send: (values: Values) =>
      saveCardholderProfile(context, {
        ...values,
        name: values.name.trim(),
        id_number: values.id_number.trim().toUpperCase(),
        phone_prefix: values.phone_prefix === '852' ? '852' : '86',
        website: values.website.trim(),
      }),
    onDone: onSaved,
  });
  const kept = save.restored;
  const keptText = (field: keyof Values) => (typeof kept?.[field] === 'string' ? (kept[field] as string) : undefined);
  const [values, setValues] = useState<Values>({
    name: keptText('name') ?? current?.name ?? '',
    id_number: '',
    phone_prefix: keptText('phone_prefix') ?? current?.phone_prefix ?? '86',
    phone: keptText('phone') ?? current?.phone ?? '',
    website: keptText('website') ?? current?.website ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: keyof Values, value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };
  const check = (field: Field) => setErrors((before) => ({ ...before, [field]: problems(values)[field] }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems(values);
    setErrors(found);
    if (Object.keys(found).length === 0) await save.submit(values);
  }

  return (
    <FormColumn noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t.name}
        placeholder={t.namePlaceholder}
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
        onBlur={() => values.name && check('name')}
      />
      <TextField
        label={t.idNumber}
        hint={t.idNumberHint}
        autoComplete="off"
        maxLength={18}
        value={values.id_number}
        error={errors.id_number}
        onChange={(event) => set('id_number', event.target.value.replace(/[^\dXx]/g, '').toUpperCase())}
        onBlur={() => values.id_number && check('id_number')}
      />
      <PhoneRow>
        <SelectField
          label={t.phonePrefix}
          options={[
            { value: '86', label: '+86' },
            { value: '852', label: '+852' },
          ]}
          value={values.phone_prefix}
          onChange={(event) => set('phone_prefix', event.target.value)}
        />
        <TextField
          label={t.phone}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={values.phone_prefix === '852' ? 8 : 11}
          value={values.phone}
          error={errors.phone}
          onChange={(event) => set('phone', digitsOnly(event.target.value))}
          onBlur={() => values.phone && check('phone')}
        />
      </PhoneRow>
      <TextField
        label={t.website}
        placeholder={t.websitePlaceholder}
        inputMode="url"
        autoComplete="url"
        value={values.website}
        error={errors.website}
        onChange={(event) => set('website', event.target.value)}
        onBlur={() => values.website && check('website')}
      />
      <FormFooter submission={save} submitLabel={submitLabel} onCancel={onCancel} cancelLabel={t.cancel} />
    </FormColumn>
  );
}
