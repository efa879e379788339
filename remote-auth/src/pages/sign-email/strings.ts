import { defineCatalogue } from '@portal/shared';

/** Texts of the bind e-mail screen that the spec leaves to the product. */
export const signEmailStrings = defineCatalogue(
  'remote-auth/sign-email',
  {
    intro: '请绑定常用邮箱，用于接收验证码和找回密码',
    deviceCheckIntro: '您正在新设备上登录：请输入手机收到的短信验证码，并绑定常用邮箱，用于接收验证码和找回密码',
    phoneCodeLabel: '短信验证码',
    phoneCodeHint: (phone: string | null) => (phone ? `验证码将发送至 ${phone}` : '验证码将发送至账号绑定的手机'),
    codeLabel: '邮箱验证码',
    submit: '绑定',
    otherAccount: '使用其他账号登录',
  },
  {
    intro: 'Bind the e-mail you use, to receive codes and reset your password',
    deviceCheckIntro:
      'You are signing in on a new device: enter the code sent to your phone, and bind the e-mail you use to receive codes and reset your password',
    phoneCodeLabel: 'SMS code',
    phoneCodeHint: (phone: string | null) =>
      phone ? `The code will be sent to ${phone}` : "The code will be sent to your account's phone",
    codeLabel: 'E-mail code',
    submit: 'Bind',
    otherAccount: 'Sign in with another account',
  },
);
