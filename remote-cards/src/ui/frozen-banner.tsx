import { useId } from 'react';
import styled from 'styled-components';
import { useWalletFrozen } from '@portal/shared/signed-in';
import { cardStrings as text } from '../strings';

const Banner = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.status.red.text}33;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.status.red.background};
  color: ${({ theme }) => theme.status.red.text};
  line-height: 1.6;

  & strong {
    display: block;
    font-size: 15px;
  }
  & p {
    margin: 0;
  }
`;

const Icon = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ theme }) => theme.status.red.text};
  color: #fff;
  font-weight: 700;
  font-size: 14px;
`;

/**
 * Says so while the wallet is frozen. The live region is always there, so the banner appearing
 * (a live FREEZE event re-fetches the status) is read out, and its going too.
 */
export function FrozenBanner() {
  const frozen = useWalletFrozen();
  return (
    <div role="status">
      {frozen && (
        <Banner>
          <Icon aria-hidden="true">!</Icon>
          <div>
            <strong>{text.frozen.title}</strong>
            <p>{text.frozen.body}</p>
          </div>
        </Banner>
      )}
    </div>
  );
}

/**
 * Whether money actions are open, and the id of a hidden reason that a disabled action points at
 * with `aria-describedby` (render `reason` once on the page).
 */
export function useMoneyActions() {
  const frozen = useWalletFrozen();
  const reasonId = useId();
  const reason = frozen ? (
    <span id={reasonId} hidden>
      {text.frozen.reason}
    </span>
  ) : null;
  return {
    blocked: frozen,
    reasonId: frozen ? reasonId : undefined,
    reason,
    title: frozen ? text.frozen.reason : undefined,
  };
}
