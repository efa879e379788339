import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PATHS, menuKeyAtom } from '@portal/shared';

const Wrap = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 24px;
  padding: 96px 16px;
  text-align: center;

  @media (max-width: 600px) {
    padding-top: 64px;
  }

  h1 {
    margin: 0;
    font-size: 18px;
    font-weight: 500;
    line-height: 1.5;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** A page of a picture, one message and one button that goes back to the wallet with its menu entry selected. */
export function BackToWalletPage({
  illustration,
  text,
  action,
}: {
  illustration?: ReactNode;
  text: string;
  action: string;
}) {
  const navigate = useNavigate();
  const setMenuKey = useSetAtom(menuKeyAtom);
  const backToWallet = () => {
    setMenuKey('wallet');
    // In place of this page: Back from the wallet should not return to a dead end.
    navigate(PATHS.wallet, { replace: true });
  };
  return (
    <Wrap>
      {illustration}
      {/* The page's one statement is its heading, for those who move by headings. */}
      <h1>{text}</h1>
      <Button type="button" onClick={backToWallet}>
        {action}
      </Button>
    </Wrap>
  );
}
