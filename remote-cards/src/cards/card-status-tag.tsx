import { StatusTag } from '@portal/shared';
import {
  CARD_STATUSES,
  CARD_TRANSACTION_STATUSES,
  type CardStatus,
  type CardTransactionStatus,
} from '@portal/shared/contract';

/** A card's status with the spec's label and colour (§4). */
export function CardStatusTag({ status }: { status: CardStatus }) {
  const shown = CARD_STATUSES[status] ?? { label: status, color: 'default' as const };
  return <StatusTag color={shown.color}>{shown.label}</StatusTag>;
}

/** A card transaction's status: 已完成 green, 处理中 gold, 失败 red (spec §4). */
export function CardTransactionStatusTag({ status }: { status: CardTransactionStatus }) {
  const shown = CARD_TRANSACTION_STATUSES[status] ?? { label: status, color: 'default' as const };
  return <StatusTag color={shown.color}>{shown.label}</StatusTag>;
}
