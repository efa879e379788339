import { validationEn } from '../messages.en';
import { validationZh } from '../messages-zh';

describe('the validation messages', () => {
  it('hold every Chinese message of spec §5 word for word, and translate its English ones', () => {
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
      getCodeFirst: '请先获取验证码',
      agreeToAgreement: '请阅读并同意协议',
      enterCorrectPhone: '请输入正确的手机号',
      confirmPasswordMismatch: '请与设置的密码保持一致',
      enterEmail: '请输入邮箱',
      noChinese: '不能包含中文字符',
      cardNicknameTooLong: '卡片名称最多 20 个字符',
      cardNicknameHidden: '卡片名称不能包含控制字符',
    });
  });

  it("hold the spec's English messages word for word in English", () => {
    expect(validationEn).toMatchObject({
      getCodeFirst: 'Please get the verification code first',
      agreeToAgreement: 'Please read and agree to the agreement',
      enterCorrectPhone: 'Please enter the correct phone number',
      confirmPasswordMismatch: 'Please keep it the same as the set password',
      enterEmail: 'Please enter email',
    });
  });
});
