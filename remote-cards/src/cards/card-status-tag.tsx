import { StatusTag } from '@portal/shared/signed-in';
import {
  CARD_STATUSES,
  CARD_TRANSACTION_STATUSES,
  type CardStatus,
  type CardTransactionStatus,
} from '@portal/shared/contract';
import { contractLabels } from '../contract-labels';
import { StatusMark } from './status-mark';

/** A card's status with the spec's label and colour (§4), and the shape of what it means. */
export function CardStatusTag({ status }: { status: CardStatus }) {
  const color = CARD_STATUSES[status]?.color ?? 'default';
  return (
    <StatusTag color={color}>
      <StatusMark color={color} />
      {contractLabels.cardStatus[status] ?? status}
    </StatusTag>
  );
}

/** A card transaction's status: 已完成 green, 处理中 gold, 失败 red (spec §4), and the shape of what it means. */
export function CardTransactionStatusTag({ status }: { status: CardTransactionStatus }) {
  const color = CARD_TRANSACTION_STATUSES[status]?.color ?? 'default';
  return (
    <StatusTag color={color}>
      <StatusMark color={color} />
      {contractLabels.cardTransactionStatus[status] ?? status}
    </StatusTag>
  );
}
