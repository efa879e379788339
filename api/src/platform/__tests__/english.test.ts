import { ACCOUNT_ERRORS } from '../../accounts/errors';
import { EXPORT_ERRORS } from '../../export/errors';
import { MESSAGE_ERRORS } from '../../messages/errors';
import { NAME_MESSAGE } from '../../wallet/profiles/profile-store';
import { WALLET_ERRORS } from '../../wallet/errors';
import { inEnglish } from '../english';
import { ERRORS } from '../error-codes';

const CHINESE = /[\u4e00-\u9fff]/;
const DEFINITIONS = { ERRORS, ACCOUNT_ERRORS, WALLET_ERRORS, EXPORT_ERRORS, MESSAGE_ERRORS };

describe("the API's messages in English", () => {
  it('has every defined error message, in English only', () => {
    const missing = Object.entries(DEFINITIONS).flatMap(([table, errors]) =>
      Object.entries(errors)
        .filter(([, { message }]) => CHINESE.test(inEnglish(message)))
        .map(([name, { message }]) => `${table}.${name}: ${message}`),
    );
    expect(missing).toEqual([]);
  });

  it('uses English punctuation in every English message, none of the Chinese full-width marks', () => {
    const FULL_WIDTH = /[\uFF01-\uFF5E\u3000-\u303F]/u;
    const texts = Object.values(DEFINITIONS).flatMap((errors) =>
      Object.values(errors).map(({ message }) => inEnglish(message)),
    );
    expect(texts.filter((text) => FULL_WIDTH.test(text))).toEqual([]);
  });

  it.each([
    ['账号或密码错误', 'The account or password is incorrect'],
    [
      '验证码发送过于频繁，请37秒后再试',
      'Verification codes are being requested too often, please try again in 37 seconds',
    ],
    ['登录失败次数过多，请12分钟后再试', 'Too many failed sign-in attempts, please try again in 12 minutes'],
    [
      '交易密码错误次数过多，资金操作已锁定，请 15 分钟后再试',
      'Too many wrong transaction passwords, money operations are locked, please try again in 15 minutes',
    ],
    ['可开卡数量不足，最多还可开 3 张', 'Not enough cards are left to open: at most 3 more can be opened'],
    ['缺少参数 phone_info', 'Missing parameter phone_info'],
    ['参数 start_time 格式不正确', 'Parameter start_time is not well formed'],
    ['不支持的参数 captcha', 'Unsupported parameter captcha'],
    ['邮箱验证码错误', 'E-mail code: The verification code is incorrect'],
    ['短信验证码已失效，请重新获取', 'SMS code: The verification code has expired, please get a new one'],
    ['请输入正确的手机号', 'Please enter the correct phone number'],
    [NAME_MESSAGE, 'Please enter the name in English (letters, spaces, dots and hyphens), without Chinese characters'],
    ['请求内容过大', 'The request is too large'],
  ])('%s → %s', (chinese, english) => {
    expect(inEnglish(chinese)).toBe(english);
  });

  it('leaves a message it does not know as it is rather than half translated', () => {
    expect(inEnglish('某个新的错误')).toBe('某个新的错误');
    expect(inEnglish('某个新的错误，请5秒后再试')).toBe('某个新的错误，请5秒后再试');
  });
});
