import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared';
import { formatMoney, useCardLimits } from '@portal/shared/signed-in';
import {
  LIMITS_ADJUSTABLE,
  type CardDetails,
  type CardLimits,
  type CardStatus,
  type Money,
} from '@portal/shared/contract';
import { limitStrings as text } from '../../../limits/strings';
import { Panel, PanelHeader } from '../../../ui/panel';
import { ErrorState, LoadingState } from '../../../ui/states';
import { LimitsForm } from './limits-form';

const FactGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 16px;
  margin: 0 0 12px;

  & dt {
    margin-bottom: 4px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 12px;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
  line-height: 1.6;
`;

const Badge = styled.p`
  margin: 0 0 12px;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.accent};
`;

const CLOSED: readonly CardStatus[] = ['CARD_STATUS_DELETE', 'CARD_STATUS_DELETING'];

function LimitFacts({ limits }: { limits: CardLimits }) {
  const show = (amount: Money | null) => (amount === null ? text.none : `${formatMoney(amount)} ${limits.currency}`);
  return (
    <FactGrid>
      <div>
        <dt>{text.perTransaction}</dt>
        <dd>{show(limits.per_transaction_limit)}</dd>
      </div>
      <div>
        <dt>{text.daily}</dt>
        <dd>{show(limits.daily_limit)}</dd>
      </div>
      <div>
        <dt>{text.monthly}</dt>
        <dd>{show(limits.monthly_limit)}</dd>
      </div>
      <div>
        <dt>{text.leftToday}</dt>
        <dd>
          {show(limits.left_today)}
          <small>{text.spent(`${formatMoney(limits.spent_today)} ${limits.currency}`)}</small>
        </dd>
      </div>
      <div>
        <dt>{text.leftThisMonth}</dt>
        <dd>
          {show(limits.left_this_month)}
          <small>{text.spent(`${formatMoney(limits.spent_this_month)} ${limits.currency}`)}</small>
        </dd>
      </div>
    </FactGrid>
  );
}

/** A card's spending limits, what is left of them today and this month, and their change. */
export function CardLimitsPanel({ card }: { card: CardDetails }) {
  const { data: limits, error, isLoading, mutate } = useCardLimits(card.id);
  const [editing, setEditing] = useState(false);
  const adjustable = LIMITS_ADJUSTABLE.includes(card.status);

  let content;
  if (!limits) {
    content = error && !isLoading ? <ErrorState onRetry={() => void mutate()} /> : <LoadingState />;
  } else if (editing && adjustable) {
    content = <LimitsForm limits={limits} onClose={() => setEditing(false)} />;
  } else {
    content = (
      <>
        {limits.single_use && <Badge>{CLOSED.includes(card.status) ? text.singleUseClosed : text.singleUseOpen}</Badge>}
        <LimitFacts limits={limits} />
        <Note>{adjustable ? text.timeZone : text.notAdjustable}</Note>
      </>
    );
  }

  return (
    <Panel aria-labelledby="card-limits-title">
      <PanelHeader>
        <h2 id="card-limits-title">{text.title}</h2>
        {limits && adjustable && !editing && (
          <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
            {text.edit}
          </Button>
        )}
      </PanelHeader>
      {content}
    </Panel>
  );
}
