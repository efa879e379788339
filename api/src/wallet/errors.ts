import { moduleErrors } from '../platform/module-errors';

/** The wallet and card codes (4000–4299), their HTTP status and Chinese message; api/README.md lists them. */
export const WALLET_ERRORS = moduleErrors('wallet', {
  /** The merchant froze the wallet: no money leaves it and no top-up is asked for. */
  walletFrozen: { code: 4001, status: 403, message: '钱包已冻结，暂不能进行资金操作' },
  insufficientBalance: { code: 4002, status: 409, message: '钱包余额不足' },
  cardBalanceInsufficient: { code: 4003, status: 409, message: '卡片余额不足' },
  /** Not a positive amount with at most 2 decimals. */
  amountInvalid: { code: 4010, status: 400, message: '金额须大于 0 且最多两位小数' },
  amountTooLow: { code: 4011, status: 400, message: '金额低于最低充值金额' },
  /** Above the per-operation limit MAX_AMOUNT (1,000,000.00). */
  amountTooHigh: { code: 4012, status: 400, message: '金额超过单笔上限' },
  /** A withdrawal that the fee would eat entirely. */
  feeExceedsAmount: { code: 4013, status: 400, message: '金额不足以支付手续费' },
  productNotFound: { code: 4020, status: 404, message: '卡产品不存在或已停用' },
  /** A batch naming a currency that its product does not have. */
  currencyMismatch: { code: 4021, status: 400, message: '币种与卡产品不一致' },
  cardLimitReached: { code: 4022, status: 409, message: '可开卡数量不足' },
  cardStatusInvalid: { code: 4030, status: 409, message: '卡片当前状态不支持该操作' },
  /** A card nickname of more than 20 characters (grapheme clusters, after trimming). */
  cardNicknameTooLong: { code: 4031, status: 400, message: '卡片名称最多 20 个字符' },
  /** A card nickname with control characters or bidirectional overrides. */
  cardNicknameInvalid: { code: 4032, status: 400, message: '卡片名称不能包含控制字符' },
  batchRunning: { code: 4040, status: 409, message: '已有批量开卡任务进行中，请完成后再试' },
  idempotencyKeyInvalid: { code: 4050, status: 400, message: 'Idempotency-Key 须为 8–128 位可见字符' },
  /** The key was first used for another call or another body. */
  idempotencyKeyReused: { code: 4051, status: 409, message: 'Idempotency-Key 已用于其他请求' },
  codeNotRequested: { code: 4060, status: 409, message: '请先获取验证码' },
  secretCheckFailed: { code: 4061, status: 400, message: '验证码错误' },
  secretCheckLocked: { code: 4062, status: 429, message: '验证失败次数过多，请 15 分钟后再试' },
  /** The customer never set a transaction password: the e-mailed link sets one. */
  trxPasswordNotSet: { code: 4080, status: 409, message: '尚未设置交易密码，请先设置交易密码' },
  trxPasswordWrong: { code: 4081, status: 400, message: '交易密码错误' },
  /** Five wrong transaction passwords in 15 minutes lock money operations for 15 minutes. */
  trxPasswordLocked: { code: 4082, status: 429, message: '交易密码错误次数过多，资金操作已锁定，请 15 分钟后再试' },
  /** A money call without a valid, unused ticket of a passed transaction-password check. */
  ticketRequired: { code: 4083, status: 403, message: '请先验证交易密码' },
  /** A cardholder profile field breaks its rule; the message names the rule (spec §5 where it has one). */
  profileInvalid: { code: 4090, status: 400, message: '持卡人资料有误' },
  /** The product needs the cardholder profile and none is on file. */
  profileRequired: { code: 4091, status: 409, message: '请先填写持卡人资料' },
  /** A purchase above the card's per-transaction limit (recorded as the declined purchase's reason). */
  perTransactionLimit: { code: 4100, status: 409, message: '超过单笔消费限额' },
  /** A purchase that would take the day's purchases (Asia/Shanghai) above the card's daily limit. */
  dailyLimit: { code: 4101, status: 409, message: '超过每日消费限额' },
  /** A purchase that would take the month's purchases (Asia/Shanghai) above the card's monthly limit. */
  monthlyLimit: { code: 4102, status: 409, message: '超过每月消费限额' },
  /** Limits that contradict each other: per transaction <= daily <= monthly, where both are set. */
  limitsOutOfOrder: { code: 4103, status: 400, message: '单笔限额不能高于每日限额，每日限额不能高于每月限额' },
  /** Sandbox admin: no user with that id or phone. */
  userNotFound: { code: 4070, status: 404, message: '用户不存在' },
  /** Sandbox admin: neither user_id nor phone given. */
  userRequired: { code: 4071, status: 400, message: '请提供 user_id 或 phone' },
});

/** A call with an Idempotency-Key: the key used for another call answers 4051 (idempotency.ts). */
export const KEYED_ERRORS = [WALLET_ERRORS.idempotencyKeyReused];

/** A call that moves money on a transaction-password ticket: no valid ticket, or locked checks. */
export const TICKETED_ERRORS = [WALLET_ERRORS.ticketRequired, WALLET_ERRORS.trxPasswordLocked, ...KEYED_ERRORS];
