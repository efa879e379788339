import { useId, type ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
  font-weight: 500;
`;

/** Native controls: the phone's own picker, and 16px text so iOS does not zoom. */
const control = css`
  min-height: 40px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 16px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 1px;
  }
`;

const Select = styled.select`
  ${control}
`;

/** A list filter's choices: "all" first (the empty value), then each value by its label. */
export const filterOptions = (all: string, labels: Readonly<Record<string, string>>) => [
  { value: '', label: all },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

export interface SelectFieldProps extends ComponentPropsWithoutRef<'select'> {
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select. */
export function SelectField({ label, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const DateInput = styled.input`
  ${control}
`;

/** A labelled native date input (YYYY-MM-DD). */
export function DateField({ label, ...input }: { label: string } & ComponentPropsWithoutRef<'input'>) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <DateInput id={id} type="date" {...input} />
    </Field>
  );
}

/** A from–to pair of date fields, each bounding the other, so no range runs backwards. */
export function DateRangeFields({
  labels,
  from,
  to,
  onChange,
}: {
  labels: { from: string; to: string };
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
}) {
  return (
    <>
      <DateField
        label={labels.from}
        value={from}
        max={to || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <DateField
        label={labels.to}
        value={to}
        min={from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
      />
    </>
  );
}
