import styled from 'styled-components';
import { formatDateTime } from '@portal/shared/signed-in';
import type { TransactionEvent } from '@portal/shared/contract';
import { CardTransactionStatusTag } from '../cards/card-status-tag';
import { Panel, PanelHeader } from '../ui/panel';
import { transactionStrings } from './strings';

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0 0 0 20px;
  border-left: 2px solid ${({ theme }) => theme.color.border};
  list-style: none;

  & li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
  }
  & time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
    font-variant-numeric: tabular-nums;
  }
`;

/** The statuses a transaction went through, oldest first, each with its time. */
export function TransactionTimeline({ events }: { events: readonly TransactionEvent[] }) {
  const t = transactionStrings.details;
  return (
    <Panel aria-labelledby="transaction-timeline">
      <PanelHeader>
        <h2 id="transaction-timeline">{t.timeline}</h2>
      </PanelHeader>
      <Steps>
        {events.map((event) => (
          <li key={`${event.status}-${event.at}`}>
            <CardTransactionStatusTag status={event.status} />
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </li>
        ))}
      </Steps>
    </Panel>
  );
}
