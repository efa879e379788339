import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner, useMerchant } from '@portal/shared';
import { bootStrings } from './strings';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 20px;
  min-height: 100vh;
  min-height: 100dvh;
  padding: 24px 16px;
  text-align: center;

  p {
    margin: 0;
    font-size: 15px;
    line-height: 1.6;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * Renders its children once the merchant is loaded (spec §1): a centred spinner until then, and a
 * message with a retry if it cannot be loaded, never a blank page.
 */
export function MerchantGate({ children }: { children: ReactNode }) {
  const { data, error, isLoading, mutate } = useMerchant();

  if (data) return children;

  if (error && !isLoading) {
    const retry = () => void mutate();
    return (
      <Screen>
        <p role="alert">{bootStrings.merchantFailed}</p>
        <Button type="button" onClick={retry}>
          {bootStrings.retry}
        </Button>
      </Screen>
    );
  }

  return (
    <Screen>
      <Spinner label={bootStrings.loadingMerchant} />
    </Screen>
  );
}
