import { EDGE_FAILURES } from '@portal/shared/contract';
import { validationEn, validationZh } from '@portal/shared/validation-messages';

// The API's messages in English, for a client whose Accept-Language asks for it (see
// `localise`). Every message is written in Chinese where it is raised; this table is the one place
// that knows each one's English. A test walks every error definition and checks it is here.

/** Whole messages, and the leading part of those that end in a wait (`，请60秒后再试`). */
const MESSAGES: Record<string, string> = {
  // Platform
  请求参数有误: 'The request is not valid',
  请求的资源不存在: 'The requested resource does not exist',
  '操作冲突，请刷新后重试': 'The operation conflicts with another one, please refresh and try again',
  '服务器开小差了，请稍后重试': 'Something went wrong on our side, please try again later',
  管理员凭据无效: 'The administrator credentials are not valid',
  请先登录: 'Please sign in first',
  请先完成登录验证: 'Please complete the sign-in verification first',
  请先绑定邮箱: 'Please bind an e-mail first',
  '登录已过期，请重新登录': 'Your session has expired, please sign in again',
  '登录状态已失效，请重新登录': 'Your session is no longer valid, please sign in again',
  '账号已被停用，请联系客服': 'This account has been disabled, please contact customer service',
  '服务暂不可用，请联系客服': 'The service is not available, please contact customer service',
  // Accounts
  账号或密码错误: 'The account or password is incorrect',
  该手机号已注册: 'This phone number is already registered',
  '需包含大写字母、小写字母、数字，密码长度为8-16位':
    'Use 8-16 characters with upper- and lower-case letters and digits',
  登录失败次数过多: 'Too many failed sign-in attempts',
  登录尝试过于频繁: 'Too many sign-in attempts',
  系统繁忙: 'The system is busy',
  请输入6到10位的纯数字或大小写英文字母: 'Please enter 6 to 10 digits or letters',
  该邮箱已被其他账号绑定: 'This e-mail address is bound to another account',
  账号未绑定邮箱: 'No e-mail address is bound to this account',
  请先完成短信验证: 'Please complete the SMS verification first',
  该验证码类型不支持此发送方式: 'This kind of verification code cannot be sent this way',
  账号已绑定邮箱: 'An e-mail address is already bound to this account',
  '新设备登录，请先完成手机短信验证': 'New device: please complete the SMS verification first',
  验证码错误: 'The verification code is incorrect',
  验证码发送过于频繁: 'Verification codes are being requested too often',
  '今日验证码发送次数已达上限，请明天再试': "Today's limit of verification codes is reached, please try again tomorrow",
  '验证码已失效，请重新获取': 'The verification code has expired, please get a new one',
  '验证码错误次数过多，请重新获取': 'Too many wrong verification codes, please get a new one',
  发送请求过于频繁: 'Sending is requested too often',
  '发送请求过于频繁，请稍后再试': 'Sending is requested too often, please try again later',
  新邮箱不能与当前邮箱相同: 'The new e-mail address must differ from the current one',
  '参数 phone_info 与 email 只能二选一': 'Give either phone_info or email, not both',
  '缺少参数 phone_info 或 email': 'Missing parameter phone_info or email',
  '参数 card_id 与路径不一致': 'Parameter card_id does not match the path',
  // Wallet and cards
  钱包状态已变更: 'The wallet status has changed',
  '尚未设置交易密码，请先设置交易密码': 'No transaction password is set, please set one first',
  交易密码错误: 'The transaction password is incorrect',
  '交易密码错误次数过多，资金操作已锁定': 'Too many wrong transaction passwords, money operations are locked',
  验证失败次数过多: 'Too many failed verifications',
  请先验证交易密码: 'Please verify your transaction password first',
  请先获取验证码: 'Please get the verification code first',
  '钱包已冻结，暂不能进行资金操作': 'The wallet is frozen, money operations are not possible for now',
  钱包余额不足: 'The wallet balance is not enough',
  卡片余额不足: 'The card balance is not enough',
  金额不足以支付手续费: 'The amount does not cover the fee',
  金额低于最低充值金额: 'The amount is below the minimum top-up',
  金额超过单笔上限: 'The amount is above the limit for one operation',
  '金额须大于 0 且最多两位小数': 'The amount must be above 0 with at most two decimals',
  卡片当前状态不支持该操作: "The card's status does not allow this operation",
  卡产品不存在或已停用: 'The card product does not exist or is no longer offered',
  币种与卡产品不一致: 'The currency does not match the card product',
  可开卡数量不足: 'Not enough cards are left to open',
  '已有批量开卡任务进行中，请完成后再试': 'A batch of cards is already being opened, please wait until it is done',
  请先填写持卡人资料: "Please fill in the cardholder's details first",
  持卡人资料有误: "The cardholder's details are not valid",
  '请输入英文姓名（字母，可含空格、点、连字符），不能包含中文字符':
    'Please enter the name in English (letters, spaces, dots and hyphens), without Chinese characters',
  超过单笔消费限额: "Above the card's per-transaction limit",
  超过每日消费限额: "Above the card's daily limit",
  超过每月消费限额: "Above the card's monthly limit",
  '单笔限额不能高于每日限额，每日限额不能高于每月限额':
    'The per-transaction limit cannot be above the daily limit, nor the daily limit above the monthly limit',
  用户不存在: 'The user does not exist',
  '请提供 user_id 或 phone': 'Please give user_id or phone',
  'Idempotency-Key 已用于其他请求': 'This Idempotency-Key was used for another request',
  'Idempotency-Key 须为 8–128 位可见字符': 'The Idempotency-Key must be 8 to 128 visible characters',
  // Exports
  '已有导出任务进行中，请完成后再试': 'An export is already running, please wait until it is done',
  '导出文件尚未生成，请稍后再试': 'The export file is not ready yet, please try again later',
  '导出文件已过期，请重新导出': 'The export file has expired, please export again',
  '导出失败，请重新导出': 'The export failed, please export again',
  // Messages
  '实时消息连接过多，请关闭部分页面后重试': 'Too many live message connections, please close some pages and try again',
  '当前网络的实时消息连接过多，请稍后重试':
    'Too many live message connections from this network, please try again later',
  收件用户不存在: 'The recipient does not exist',
  '请指定收件用户（user_id 或 phone）': 'Please name the recipient (user_id or phone)',
  // Texts stored with rows, answered in the reader's language: wallet remarks, card product names
  // and the reasons of refused card transactions (the sandbox's own top-up notes included; a remark
  // or name the table does not know, such as an administrator's own note, is answered as stored)
  '开卡手续费（含首充手续费）': 'Card opening fee (first top-up fee included)',
  开卡充值: 'First top-up of a new card',
  卡片充值: 'Card top-up',
  卡片提现: 'Card withdrawal',
  开卡失败退回: 'Refund: the card could not be opened',
  开卡失败退回手续费: 'Fee refund: the card could not be opened',
  销卡退回余额: 'Balance returned: the card was closed',
  沙盒管理员充值: 'Top-up by the sandbox administrator',
  演示充值: 'Demo top-up',
  美元虚拟卡: 'USD virtual card',
  人民币虚拟卡: 'CNY virtual card',
  美元高额卡: 'USD high-limit card',
  卡片当前状态不可消费: "The card's status does not allow purchases",
  发卡机构开卡失败: 'The issuer could not open the card',
  发卡机构冻结失败: 'The issuer could not freeze the card',
  发卡机构解冻失败: 'The issuer could not unfreeze the card',
  发卡机构销卡失败: 'The issuer could not close the card',
  未知原因: 'Unknown reason',
  // The edge's own answers and the shared validation messages, from their definitions
  ...Object.fromEntries(Object.values(EDGE_FAILURES).map(({ message, messageEn }) => [message, messageEn])),
  ...Object.fromEntries(
    (Object.keys(validationZh) as (keyof typeof validationZh)[]).map((key) => [validationZh[key], validationEn[key]]),
  ),
};

/** Messages built around a value: a parameter's name, a count. */
const PATTERNS: [RegExp, (...parts: string[]) => string][] = [
  [/^缺少参数 (.+)$/, (name) => `Missing parameter ${name}`],
  [/^参数 (.+) 类型不正确$/, (name) => `Parameter ${name} has the wrong type`],
  [/^参数 (.+) 超过限制$/, (name) => `Parameter ${name} is over its limit`],
  [/^参数 (.+) 不足最小限制$/, (name) => `Parameter ${name} is under its minimum`],
  [/^参数 (.+) 格式不正确$/, (name) => `Parameter ${name} is not well formed`],
  [/^不支持的参数 (.+)$/, (name) => `Unsupported parameter ${name}`],
  [/^(.+)，最多还可开 (\d+) 张$/, (head, count) => `${inEnglish(head)}: at most ${count} more can be opened`],
  [
    /^登录失败次数过多，新设备登录已暂停(\d+)分钟；您可在已设为免验证的设备上登录，或通过“忘记密码？”用手机验证码重设密码$/,
    (n) =>
      `Too many failed sign-in attempts: sign-in from new devices is paused for ${n} minutes. You can sign in on a device you set to skip verification, or reset your password with a code sent to your phone (Forgot password?)`,
  ],
  [/^(.+)，请 ?(\d+) ?秒后再试$/, (head, n) => `${inEnglish(head)}, please try again in ${n} seconds`],
  [/^(.+)，请 ?(\d+) ?分钟后再试$/, (head, n) => `${inEnglish(head)}, please try again in ${n} minutes`],
  // A code check names the code it is about: 邮箱验证码错误 is the e-mail's code.
  [/^邮箱(.+)$/, (rest) => `E-mail code: ${inEnglish(rest)}`],
  [/^短信(.+)$/, (rest) => `SMS code: ${inEnglish(rest)}`],
];

/** `message` in English, or as it is when the table does not know it (never a wrong guess). */
export function inEnglish(message: string): string {
  const known = MESSAGES[message];
  if (known) return known;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const translated = english(...match.slice(1));
    // A pattern whose inner part is unknown leaves the whole message Chinese rather than half of it.
    return /[\u4e00-\u9fff]/.test(translated) ? message : translated;
  }
  return message;
}
