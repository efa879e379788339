import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@portal/shared';
import { cardStrings as text } from '../strings';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 40px 16px;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;

  & p {
    margin: 0;
  }
`;

const Strong = styled.p`
  color: ${({ theme }) => theme.color.text};
  font-size: 15px;
`;

/** A region's content while its data first loads. */
export function LoadingState({ label = text.loading }: { label?: string }) {
  return (
    <Centered>
      <Spinner label={label} />
    </Centered>
  );
}

/** Nothing to show: what that means, and what to do about it where there is something to do. */
export function EmptyState({ message, hint, action }: { message: string; hint?: string; action?: ReactNode }) {
  return (
    <Centered>
      <Strong>{message}</Strong>
      {hint && <p>{hint}</p>}
      {action}
    </Centered>
  );
}

/** The data could not be loaded: say so and offer 重试. */
export function ErrorState({ onRetry, message = text.loadFailed }: { onRetry: () => void; message?: string }) {
  return (
    <Centered>
      <p role="alert">{message}</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {text.retry}
      </Button>
    </Centered>
  );
}
