import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared';
import { formatDateTime, formatMoney, useOpenedAvailable } from '@portal/shared/signed-in';
import type { CardDetails } from '@portal/shared/contract';
import { CardStatusActions } from '../../cards/card-status-actions';
import { CardStatusTag } from '../../cards/card-status-tag';
import { cardStrings as text } from '../../strings';
import { useMoneyActions } from '../../ui/frozen-banner';
import { Panel } from '../../ui/panel';
import { CardMoneyDialog } from './card-money-dialog';
import type { MoveKind } from './card-money-preview';
import { DeleteCard } from './delete-card';
import { RevealCardNumber } from './reveal-card-number';

const f = text.details.fields;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 20px;
`;

const Number = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 0;
  font-size: 24px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  letter-spacing: 1px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 16px;
  margin: 0 0 20px;

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
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

/** The card: number and status, its facts, and everything that can be done to it. */
export function CardSummary({ card }: { card: CardDetails }) {
  const products = useOpenedAvailable().data?.products;
  const product = products?.find((candidate) => candidate.id === card.product_id);
  const money = useMoneyActions();
  const [moving, setMoving] = useState<MoveKind | null>(null);
  const usable = card.status === 'CARD_STATUS_NORMAL';
  const moveBlocked = !usable || !product || money.blocked;
  const moveReason = money.blocked ? money.title : usable ? undefined : text.move.cardNotUsable;

  return (
    <Panel aria-label={text.details.summaryLabel}>
      <Top>
        <Number>
          <span aria-label={text.cards.maskedLabel(card.last4)}>{text.cards.masked(card.last4)}</span>
          <CardStatusTag status={card.status} />
        </Number>
        <RevealCardNumber cardId={card.id} />
      </Top>
      <Facts>
        <div>
          <dt>{f.expiry}</dt>
          <dd>{card.expiry}</dd>
        </div>
        <div>
          <dt>{f.currency}</dt>
          <dd>{card.currency}</dd>
        </div>
        <div>
          <dt>{f.product}</dt>
          <dd>{product ? text.punctuate.note(product.name, `BIN ${product.bin}`) : card.product_id}</dd>
        </div>
        <div>
          <dt>{f.balance}</dt>
          <dd>
            {formatMoney(card.balance)} {card.currency}
          </dd>
        </div>
        <div>
          <dt>{f.created}</dt>
          <dd>{formatDateTime(card.created_at)}</dd>
        </div>
      </Facts>
      <Actions role="group" aria-label={text.details.moneyActions}>
        {(['recharge', 'withdraw'] as const).map((kind) => (
          <Button
            key={kind}
            type="button"
            variant={kind === 'recharge' ? 'primary' : 'secondary'}
            disabled={moveBlocked}
            title={moveReason}
            aria-describedby={money.reasonId}
            onClick={() => setMoving(kind)}
          >
            {text.move[kind]}
          </Button>
        ))}
        {money.reason}
        <CardStatusActions card={card} variant="secondary" />
        <DeleteCard card={card} />
      </Actions>
      {product && moving && (
        <CardMoneyDialog open kind={moving} card={card} product={product} onDone={() => setMoving(null)} />
      )}
    </Panel>
  );
}
