import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The label; the whole of it toggles the box, except links inside it, which the browser leaves alone. */
  children: ReactNode;
}

const Label = styled.label`
  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: 8px;
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
  line-height: 20px;
  cursor: pointer;
`;

/** The native input stays on top of the box, transparent, so clicks, touch exploration and keys are the platform's. */
const Input = styled.input`
  position: absolute;
  top: 2px;
  left: 0;
  width: 16px;
  height: 16px;
  margin: 0;
  opacity: 0;
  cursor: inherit;
  /* Above the box drawn after it, so the box never takes the pointer from the input. */
  z-index: 1;
`;

const Box = styled.span`
  position: relative;
  flex: none;
  width: 16px;
  height: 16px;
  margin-top: 2px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.color.surface};

  ${Input}:checked + & {
    border-color: ${({ theme }) => theme.color.accentFill};
    background: ${({ theme }) => theme.color.accentFill};
  }
  ${Input}:checked + &::after {
    content: '';
    position: absolute;
    top: 1px;
    left: 4px;
    width: 5px;
    height: 9px;
    border: solid ${({ theme }) => theme.color.onAccentFill};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  ${Input}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 2px;
  }
  ${Input}:disabled + & {
    opacity: 0.5;
  }
`;

/** A native checkbox drawn with the theme; every input prop (checked, onChange, ref…) goes to the <input>. */
export function Checkbox({ children, className, ...input }: CheckboxProps) {
  return (
    <Label className={className}>
      <Input {...input} type="checkbox" />
      <Box aria-hidden="true" />
      <span>{children}</span>
    </Label>
  );
}
