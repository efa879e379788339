import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSetAtom } from 'jotai';
import { Button, PATHS, menuKeyAtom, strings } from '@portal/shared';

const Wrap = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 24px;
  padding: 96px 16px;
  text-align: center;

  p {
    margin: 0;
    font-size: 16px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Any path outside the route table (spec §2). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const setMenuKey = useSetAtom(menuKeyAtom);
  const backHome = () => {
    setMenuKey('wallet');
    navigate(PATHS.wallet);
  };
  return (
    <Wrap>
      <svg width="160" height="120" viewBox="0 0 160 120" role="img" aria-label="404">
        <rect x="10" y="20" width="140" height="90" rx="12" fill="currentColor" opacity="0.08" />
        <text x="80" y="80" textAnchor="middle" fontSize="40" fontWeight="700" fill="currentColor" opacity="0.5">
          404
        </text>
      </svg>
      <p>{strings.notFound.text}</p>
      <Button type="button" onClick={backHome}>
        {strings.notFound.backHome}
      </Button>
    </Wrap>
  );
}
