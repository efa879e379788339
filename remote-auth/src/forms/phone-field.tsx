import { useId } from 'react';
import styled from 'styled-components';
import { DigitField, type DigitFieldProps } from '@portal/shared';
import { PHONE_PREFIX } from '@portal/shared/contract';
import { fieldStrings } from './strings';

/** Mainland mobile numbers have 11 digits (spec §5). */
export const PHONE_LENGTH = 11;

export const phoneFieldStrings = fieldStrings.phone;

/** The fixed +86 inside the field's border: part of the field, not editable (only +86 is offered). */
const Prefix = styled.span`
  flex: none;
  align-self: stretch;
  display: inline-flex;
  align-items: center;
  margin-right: 8px;
  padding-right: 10px;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-size: 16px;
  font-variant-numeric: tabular-nums;
  user-select: none;
`;

export type PhoneFieldProps = Omit<DigitFieldProps, 'label' | 'maxLength' | 'leading'> & { label?: string };

/** The mainland phone input of every public screen: +86 in front, digits only, 11 at most (spec §5, §9). */
export function PhoneField({ label = phoneFieldStrings.label, ...rest }: PhoneFieldProps) {
  const prefixId = useId();
  return (
    <DigitField
      name="phone"
      autoComplete="tel-national"
      placeholder={phoneFieldStrings.placeholder}
      {...rest}
      label={label}
      maxLength={PHONE_LENGTH}
      aria-describedby={[prefixId, rest['aria-describedby']].filter(Boolean).join(' ')}
      leading={<Prefix id={prefixId}>+{PHONE_PREFIX}</Prefix>}
    />
  );
}
