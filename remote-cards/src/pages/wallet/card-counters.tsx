import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@portal/shared';
import { useCardAmount, useOpenedAvailable } from '@portal/shared/signed-in';
import { cardStrings as text } from '../../strings';
import { useMoneyActions } from '../../ui/frozen-banner';
import { Panel } from '../../ui/panel';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
`;

const Counter = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
  & dd {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: baseline;
    margin: 0;
    font-size: 22px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  & a,
  & span[aria-disabled] {
    font-size: 14px;
    font-weight: 400;
  }
  & a {
    color: ${({ theme }) => theme.color.accent};
  }
  & span[aria-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Cards held and cards still available to open, each leading on. */
export function CardCounters() {
  const held = useCardAmount().data?.amount;
  const available = useOpenedAvailable().data?.available;
  const money = useMoneyActions();
  const count = (value: number | undefined) => (value === undefined ? '—' : text.wallet.cardsUnit(value));

  return (
    <Panel aria-label={text.wallet.countersLabel}>
      <Grid as="dl">
        <Counter>
          <dt>{text.wallet.cardsHeld}</dt>
          <dd>
            {count(held)}
            <Link to={PATHS.card}>{text.wallet.toCards} →</Link>
          </dd>
        </Counter>
        <Counter>
          <dt>{text.wallet.cardsAvailable}</dt>
          <dd>
            {count(available)}
            {money.blocked ? (
              <span aria-disabled="true" aria-describedby={money.reasonId} title={money.title}>
                {text.wallet.toCreateCard}
              </span>
            ) : (
              <Link to={PATHS.createCard}>{text.wallet.toCreateCard} →</Link>
            )}
            {money.reason}
          </dd>
        </Counter>
      </Grid>
    </Panel>
  );
}
