import {
  CARD_ACTIONS_SECOND_READING,
  CARD_STATUSES,
  CARD_TRANSACTION_STATUSES,
  CARD_TRANSACTION_TYPES,
  cardActions,
  type CardStatus,
} from '../card';
import { CALLS, callPath } from '../calls';
import { SESSION_EXPIRY_CODES, isSessionExpiryCode } from '../envelope';
import { BALANCE_STATUS_AVAILABLE, CURRENCIES, WALLET_TRANSACTION_TYPES, isWalletFrozen } from '../wallet';

describe('card statuses (spec §4)', () => {
  it.each([
    ['CARD_STATUS_INIT', '申请中', 'lime'],
    ['CARD_STATUS_NORMAL', '使用中', 'green'],
    ['CARD_STATUS_FAIL', '失败', 'red'],
    ['CARD_STATUS_FREEZE', '冻结', 'red'],
    ['CARD_STATUS_DELETE', '删除', 'default'],
    ['CARD_STATUS_FREEZING', '冻结中', 'lime'],
    ['CARD_STATUS_DELETING', '删除中', 'lime'],
    ['CARD_STATUS_UNFREEZING', '解冻中', 'lime'],
  ] as const)('%s is labelled %s and filtered %s', (status, label, color) => {
    expect(CARD_STATUSES[status]).toEqual({ label, color });
  });

  it('offers freeze on a normal card and unfreeze on a frozen or freezing one (the first reading)', () => {
    expect(cardActions('CARD_STATUS_NORMAL')).toEqual(['UPDATE_CARD_STATUS_FREEZE']);
    expect(cardActions('CARD_STATUS_FREEZE')).toEqual(['UPDATE_CARD_STATUS_UNFREEZE']);
    expect(cardActions('CARD_STATUS_FREEZING')).toEqual(['UPDATE_CARD_STATUS_UNFREEZE']);
    const others: CardStatus[] = [
      'CARD_STATUS_INIT',
      'CARD_STATUS_FAIL',
      'CARD_STATUS_DELETE',
      'CARD_STATUS_DELETING',
      'CARD_STATUS_UNFREEZING',
    ];
    for (const status of others) expect(cardActions(status)).toEqual([]);
  });

  it('keeps the second reading beside it, unused', () => {
    expect(CARD_ACTIONS_SECOND_READING).toEqual({
      CARD_STATUS_NORMAL: ['UPDATE_CARD_STATUS_UNFREEZE'],
      CARD_STATUS_FREEZE: ['UPDATE_CARD_STATUS_FREEZE'],
    });
  });
});

describe('transactions (spec §4)', () => {
  it('labels and colours card transaction statuses', () => {
    expect(CARD_TRANSACTION_STATUSES).toEqual({
      CARD_TRANSACTION_STATUS_CLOSED: { label: '已完成', color: 'green' },
      CARD_TRANSACTION_STATUS_PENDING: { label: '处理中', color: 'gold' },
      CARD_TRANSACTION_STATUS_FAIL: { label: '失败', color: 'red' },
    });
  });

  it('labels card and wallet transaction types', () => {
    expect(CARD_TRANSACTION_TYPES).toEqual({
      CONSUME: '消费支出',
      REFUND: '交易退款',
      TRANSFER_IN: '充值',
      TRANSFER_OUT: '转出',
    });
    expect(WALLET_TRANSACTION_TYPES).toEqual({
      ADMIN_RECHARGE_IN: '充值',
      TRANSFER_OUT_TO_CARD: '转出',
      ADMIN_RECHARGE_OUT: '系统转出',
      TRANSFER_IN_FROM_CARD: '提现',
      OPEN_CARD: '开卡',
    });
  });
});

describe('wallet and session codes', () => {
  it('treats every balance status but the available one as frozen', () => {
    expect(isWalletFrozen(BALANCE_STATUS_AVAILABLE)).toBe(false);
    expect(isWalletFrozen('BALANCE_STATUS_FREEZE')).toBe(true);
    expect(isWalletFrozen('')).toBe(true);
  });

  it('knows the currencies and the session-expiry codes', () => {
    expect(CURRENCIES).toEqual(['USD', 'CNY']);
    expect(SESSION_EXPIRY_CODES).toEqual([605, 606, 607, 608, 1000]);
    expect([605, 1000, 604, 0].map(isSessionExpiryCode)).toEqual([true, true, false, false]);
  });
});

describe('the calls of spec §7', () => {
  it('holds every call of spec §7 with its method and path (the rest are checked against the API document)', () => {
    expect(Object.values(CALLS).map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/account/login',
        'POST /api/v1/account/register',
        'POST /api/v1/account/send/code',
        'POST /api/v1/account/send/code-auto',
        'POST /api/v1/account/login/code/check',
        'POST /api/v1/account/email/bind',
        'POST /api/v1/account/forget-password/code',
        'POST /api/v1/account/forget-password/check',
        'PUT /api/v1/account/forget-password',
        'PUT /api/v1/account/forget-trx-password',
        'GET /api/v1/account/info',
        'DELETE /api/v1/account/login',
        'PUT /api/v1/account/password',
        'PUT /api/v1/account/email',
        'GET /api/v1/merchant',
        'GET /api/v1/merchant/user-agreement/title',
        'GET /api/v1/merchant/user-agreement/{id}',
        'GET /api/v1/msg-center/station-msg/list',
        'PUT /api/v1/msg-center/station-msg/read-status',
        'GET /api/v1/msg-center/station-msg/unread-quantity',
        'GET /api/v1/msg-center/announcement/{id}',
        'GET /api/v1/balance/account-balance-status',
        'GET /api/v1/balance/card-amount',
        'POST /api/v1/batch-create-card',
        'GET /api/v1/card',
        'GET /api/v1/card/batch-create-card-status',
        'POST /api/v1/card/batch-export',
        'GET /api/v1/card/batch-export-status',
        'GET /api/v1/card/opened-available',
        'GET /api/v1/events',
      ]),
    );
  });

  it('fills and encodes path parameters, and refuses a missing one', () => {
    expect(callPath('agreement', { id: 'a/b' })).toBe('/api/v1/merchant/user-agreement/a%2Fb');
    expect(() => callPath('agreement')).toThrow('agreement needs the path parameter id');
  });
});
