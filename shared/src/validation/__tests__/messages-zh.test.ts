import { noChineseMessage, validationZh } from '../messages-zh';

describe('the validation messages', () => {
  it('hold every message of spec §5 word for word', () => {
    expect(validationZh).toEqual({
      required: '您当前输入为空',
      phoneFormat: '手机号格式有误',
      phoneDefault: '请输入正确的手机号',
      phoneHongKongFormat: '您的手机号格式有误',
      email: '请输入正确的邮箱',
      tooLong: '长度超过限制',
      belowMinLength: '输入小于最小输入限制',
      aboveMaxLength: '输入大于最大输入限制',
      passwordPattern: '需包含大写字母、小写字母、数字，密码长度为8-16位',
      code: '请输入正确验证码',
      inviteCode: '请输入正确邀请码',
      idNumber: '请输入正确的身份证号码',
      url: '请输入url地址',
      alphanumeric6to10: '请输入6到10位的纯数字或大小写英文字母',
      resendCountdown: '{n}s后重发',
      codeNotRequested: '请先获取验证码',
      loginFormInvalid: '您的输入不满足验证条件',
      getCodeFirst: 'Please get the verification code first',
      agreeToAgreement: 'Please read and agree to the agreement',
      enterCorrectPhone: 'Please enter the correct phone number',
      confirmPasswordMismatch: 'Please keep it the same as the set password',
      enterEmail: 'Please enter email',
    });
  });

  it('keep the no-Chinese message, which the spec does not give, out of the spec table', () => {
    expect(Object.values(validationZh)).not.toContain(noChineseMessage);
  });
});
