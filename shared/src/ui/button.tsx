import type { ComponentPropsWithRef } from 'react';
import styled, { css, keyframes } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary: the main action; secondary: outlined; text: a link-like action in a field or a row. */
  variant?: ButtonVariant;
  /** Full width, like a form's submit button on a phone. */
  block?: boolean;
  /** A request is in flight: announced as busy and not clickable again. */
  loading?: boolean;
}

const variants = {
  primary: css`
    border-color: ${({ theme }) => theme.color.accentFill};
    background: ${({ theme }) => theme.color.accentFill};
    color: ${({ theme }) => theme.color.onAccentFill};
    &:hover:enabled {
      border-color: ${({ theme }) => theme.color.accentFillHover};
      background: ${({ theme }) => theme.color.accentFillHover};
    }
  `,
  secondary: css`
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.accent};
    &:hover:enabled {
      background: ${({ theme }) => theme.color.accentTint};
    }
  `,
  text: css`
    padding: 0 8px;
    border-color: transparent;
    background: transparent;
    color: ${({ theme }) => theme.color.accent};
    &:hover:enabled {
      background: ${({ theme }) => theme.color.accentTint};
    }
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 20px;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-size: 15px;
  white-space: nowrap;
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/** Takes the text colour, so it fits every variant without a colour of its own. */
const Ring = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** The portal's button. `type` keeps the HTML default (submit), so pass type="button" outside a form's submit. */
export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      $variant={variant}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Ring aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
