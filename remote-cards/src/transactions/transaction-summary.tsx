import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@portal/shared';
import { formatDateTime, formatMoney, formatSignedMoney } from '@portal/shared/signed-in';
import type { TransactionDetails } from '@portal/shared/contract';
import { CardStatusTag, CardTransactionStatusTag } from '../cards/card-status-tag';
import { cardStrings } from '../strings';
import { Panel, PanelHeader } from '../ui/panel';
import { SignedAmount, moneySign } from '../ui/signed-amount';
import { sourceLabel, typeLabel } from './labels';
import { transactionStrings } from './strings';

const Amount = styled.p`
  margin: 0 0 20px;
  font-size: 28px;
  font-variant-numeric: tabular-nums;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;
  margin: 0;

  & dt {
    margin-bottom: 4px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
  & dd {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** The card it was booked on (or moved money to or from), as a link to the card's page. */
function CardFact({ item }: { item: TransactionDetails }) {
  if (!item.card_id || !item.card_last4) return null;
  return (
    <div>
      <dt>{transactionStrings.details.card}</dt>
      <dd>
        <Link to={`${PATHS.cardDetails}?id=${encodeURIComponent(item.card_id)}`}>
          {cardStrings.cards.masked(item.card_last4)}
        </Link>
        {item.card_nickname && <span>{item.card_nickname}</span>}
        {item.card_status && <CardStatusTag status={item.card_status} />}
      </dd>
    </div>
  );
}

/** A transaction's amounts, fee, status, account, card and merchant. */
export function TransactionSummary({ item }: { item: TransactionDetails }) {
  const t = transactionStrings.details;
  const failed = item.status === 'CARD_TRANSACTION_STATUS_FAIL';
  return (
    <Panel aria-labelledby="transaction-summary">
      <PanelHeader>
        <h2 id="transaction-summary">{t.summary}</h2>
        <CardTransactionStatusTag status={item.status} />
      </PanelHeader>
      <Amount>
        <SignedAmount sign={moneySign(item.amount)}>
          {formatSignedMoney(item.amount)} {item.currency}
        </SignedAmount>
      </Amount>
      <Facts>
        <div>
          <dt>{t.type}</dt>
          <dd>{typeLabel(item.type)}</dd>
        </div>
        <div>
          <dt>{t.fee}</dt>
          <dd>
            {formatMoney(item.fee)} {item.currency}
          </dd>
        </div>
        {item.balance_after !== null && (
          <div>
            <dt>{t.balanceAfter}</dt>
            <dd>
              {formatMoney(item.balance_after)} {item.currency}
            </dd>
          </div>
        )}
        <div>
          <dt>{t.account}</dt>
          <dd>{sourceLabel(item.source)}</dd>
        </div>
        <CardFact item={item} />
        <div>
          <dt>{t.merchant}</dt>
          <dd>{item.merchant_name ?? '—'}</dd>
        </div>
        {item.note && (
          <div>
            <dt>{failed ? t.reason : t.note}</dt>
            <dd>{item.note}</dd>
          </div>
        )}
        <div>
          <dt>{t.time}</dt>
          <dd>{formatDateTime(item.created_at)}</dd>
        </div>
        <div>
          <dt>{t.id}</dt>
          <dd>{item.id}</dd>
        </div>
      </Facts>
    </Panel>
  );
}
