/** Card statuses with their Chinese labels and list-filter colours (spec §4). */
export const CARD_STATUSES = {
  CARD_STATUS_INIT: { label: '申请中', color: 'lime' },
  CARD_STATUS_NORMAL: { label: '使用中', color: 'green' },
  CARD_STATUS_FAIL: { label: '失败', color: 'red' },
  CARD_STATUS_FREEZE: { label: '冻结', color: 'red' },
  /** The spec gives deleted cards no filter colour. */
  CARD_STATUS_DELETE: { label: '删除', color: 'default' },
  CARD_STATUS_FREEZING: { label: '冻结中', color: 'lime' },
  CARD_STATUS_DELETING: { label: '删除中', color: 'lime' },
  CARD_STATUS_UNFREEZING: { label: '解冻中', color: 'lime' },
} as const;

export type CardStatus = keyof typeof CARD_STATUSES;
export type StatusColor = 'green' | 'lime' | 'red' | 'gold' | 'default';

export const UPDATE_CARD_STATUS = {
  freeze: 'UPDATE_CARD_STATUS_FREEZE',
  unfreeze: 'UPDATE_CARD_STATUS_UNFREEZE',
} as const;

export type CardStatusAction = (typeof UPDATE_CARD_STATUS)[keyof typeof UPDATE_CARD_STATUS];

/**
 * The actions a card offers by status, first reading of spec §4 (the default): a normal card can
 * be frozen; a frozen card, and one still freezing, can be unfrozen.
 */
export const CARD_ACTIONS: Partial<Record<CardStatus, readonly CardStatusAction[]>> = {
  CARD_STATUS_NORMAL: [UPDATE_CARD_STATUS.freeze],
  CARD_STATUS_FREEZE: [UPDATE_CARD_STATUS.unfreeze],
  CARD_STATUS_FREEZING: [UPDATE_CARD_STATUS.unfreeze],
};

/**
 * The second reading spec §4 also gives, kept for reference and not used: it pairs NORMAL with
 * unfreeze and FREEZE with freeze, which contradicts the first and what the labels mean.
 */
export const CARD_ACTIONS_SECOND_READING: Partial<Record<CardStatus, readonly CardStatusAction[]>> = {
  CARD_STATUS_NORMAL: [UPDATE_CARD_STATUS.unfreeze],
  CARD_STATUS_FREEZE: [UPDATE_CARD_STATUS.freeze],
};

export function cardActions(status: CardStatus): readonly CardStatusAction[] {
  return CARD_ACTIONS[status] ?? [];
}

/** Card transaction statuses with label and colour (spec §4). */
export const CARD_TRANSACTION_STATUSES = {
  CARD_TRANSACTION_STATUS_CLOSED: { label: '已完成', color: 'green' },
  CARD_TRANSACTION_STATUS_PENDING: { label: '处理中', color: 'gold' },
  CARD_TRANSACTION_STATUS_FAIL: { label: '失败', color: 'red' },
} as const;

export type CardTransactionStatus = keyof typeof CARD_TRANSACTION_STATUSES;

/** Card transaction types (spec §4). */
export const CARD_TRANSACTION_TYPES = {
  CONSUME: '消费支出',
  REFUND: '交易退款',
  TRANSFER_IN: '充值',
  TRANSFER_OUT: '转出',
} as const;

export type CardTransactionType = keyof typeof CARD_TRANSACTION_TYPES;
