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
  }
`;

/** Where an offline browser is sent (spec §2). */
export function NetworkAnomalyPage() {
  const navigate = useNavigate();
  const setMenuKey = useSetAtom(menuKeyAtom);
  const retry = () => {
    setMenuKey('wallet');
    navigate(PATHS.wallet);
  };
  return (
    <Wrap>
      <p>{strings.networkAnomaly.text}</p>
      <Button type="button" onClick={retry}>
        {strings.networkAnomaly.retry}
      </Button>
    </Wrap>
  );
}
