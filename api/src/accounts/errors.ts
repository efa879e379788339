import { PHONE_CODE_REQUIRED_CODE } from '@portal/shared/contract';
import { ERRORS } from '../platform/error-codes';
import { moduleErrors } from '../platform/module-errors';

/** 2005: new devices wait `minutes`; the answer says how the owner gets in meanwhile. */
export const loginLockedFor = (minutes: number) => ({
  code: 2005,
  status: 429,
  message: `登录失败次数过多，新设备登录已暂停${minutes}分钟；您可在已设为免验证的设备上登录，或通过“忘记密码？”用手机验证码重设密码`,
});

/** The accounts module's answers (codes 2000–2199); 2100 and up are about verification codes. */
export const ACCOUNT_ERRORS = moduleErrors('accounts', {
  /** Unknown account or wrong password: one answer, so neither is revealed. */
  wrongCredentials: { code: 2001, status: 401, message: '账号或密码错误' },
  /** Only after a valid code for the phone, so only the phone's holder ever learns it. */
  phoneRegistered: { code: 2003, status: 409, message: '该手机号已注册' },
  passwordRule: { code: 2004, status: 400, message: '需包含大写字母、小写字母、数字，密码长度为8-16位' },
  loginLocked: loginLockedFor(15),
  trxPasswordRule: { code: 2006, status: 400, message: '请输入6到10位的纯数字或大小写英文字母' },
  /** Only after a valid code sent to that address, so only its holder ever learns it. */
  emailTaken: { code: 2007, status: 409, message: '该邮箱已被其他账号绑定' },
  emailNotBound: { code: 2008, status: 400, message: '账号未绑定邮箱' },
  resetNotVerified: { code: 2009, status: 403, message: '请先完成短信验证' },
  sendTypeNotAllowed: { code: 2010, status: 400, message: '该验证码类型不支持此发送方式' },
  emailAlreadyBound: { code: 2011, status: 409, message: '账号已绑定邮箱' },
  /** Binding an e-mail from a device that owes its check also takes a code sent to the phone. */
  phoneCodeRequired: { code: PHONE_CODE_REQUIRED_CODE, status: 403, message: '新设备登录，请先完成手机短信验证' },
  codeWrong: { code: 2100, status: 400, message: '验证码错误' },
  codeTooFrequent: { code: 2101, status: 429, message: '验证码发送过于频繁，请60秒后再试' },
  codeDailyCap: { code: 2102, status: 429, message: '今日验证码发送次数已达上限，请明天再试' },
  codeExpired: { code: 2103, status: 400, message: '验证码已失效，请重新获取' },
  codeLocked: { code: 2104, status: 400, message: '验证码错误次数过多，请重新获取' },
  sendIpLimit: { code: 2105, status: 429, message: '发送请求过于频繁，请稍后再试' },
});

/** What a code check answers when the code does not pass (codes.ts). */
export const CODE_CHECK_ERRORS = [ACCOUNT_ERRORS.codeWrong, ACCOUNT_ERRORS.codeExpired, ACCOUNT_ERRORS.codeLocked];

/** What sending a code answers beyond the send limits (send-limits.ts). */
export const SEND_LIMIT_ERRORS = [
  ACCOUNT_ERRORS.codeTooFrequent,
  ACCOUNT_ERRORS.codeDailyCap,
  ACCOUNT_ERRORS.sendIpLimit,
];

/** A password hash beyond its lane's bounds answers 1029 at once (bounded-work.ts). */
export const PASSWORD_WORK_ERRORS = [ERRORS.tooManyRequests];
