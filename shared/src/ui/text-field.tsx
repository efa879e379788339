import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  /** The visible label, tied to the input by id; a placeholder is no label. */
  label: ReactNode;
  /** Help under the input, read after the label. */
  hint?: ReactNode;
  /** The validation message: shown under the input, announced, and marks the input invalid. */
  error?: ReactNode;
  /** Content at the start of the field, such as a fixed +86 prefix. */
  leading?: ReactNode;
  /** Content at the end of the field, such as a show-password toggle or a send-code button. */
  trailing?: ReactNode;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  min-width: 0;
`;

const Label = styled.label`
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
  font-weight: 500;
`;

/** The frame draws the border so a trailing button sits inside the field. */
const Control = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 4px 0 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.page : theme.color.surface)};

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.accent)};
    outline: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.accent)};
  }
`;

/** 16px text keeps iOS Safari from zooming the page when the input takes focus. */
const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 42px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 16px;

  &:focus {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 12px;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 12px;
`;

/** A labelled input with hint and error; every other prop (ref included) goes to the <input>, className to the wrapper. */
export function TextField({ label, hint, error, leading, trailing, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedBy = [input['aria-describedby'], hasHint && hintId, hasError && errorId].filter(Boolean).join(' ');

  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Control $invalid={hasError} $disabled={Boolean(input.disabled)}>
        {leading}
        <Input
          {...input}
          id={inputId}
          aria-invalid={hasError ? true : input['aria-invalid']}
          aria-describedby={describedBy || undefined}
        />
        {trailing}
      </Control>
      {hasHint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
