import { useState } from 'react';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from './text-field';
import { strings } from '../strings/zh';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: -2px;
  }
`;

/** An eye, struck through while the password is hidden; drawn in currentColor so the theme colours it. */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** A password field with a show/hide toggle; the toggle keeps one name and reports its state with aria-pressed. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <Toggle
          type="button"
          aria-label={strings.ui.showPassword}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon struck={!visible} />
        </Toggle>
      }
    />
  );
}
