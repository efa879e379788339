import { defineCatalogue } from '@portal/shared';

const chinese = {
  intro: '请绑定常用邮箱，用于接收验证码和找回密码',
  deviceCheckIntro: '您正在新设备上登录：请输入手机收到的短信验证码，并绑定常用邮箱，用于接收验证码和找回密码',
  phoneCodeLabel: '短信验证码',
  phoneCodeHint: (phone: string | null) => (phone ? `验证码将发送至 ${phone}` : '验证码将发送至账号绑定的手机'),
  codeLabel: '邮箱验证码',
  submit: '绑定',
  otherAccount: '使用其他账号登录',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type SignEmailTexts = typeof chinese;

/** Texts of the bind e-mail screen that the spec leaves to the product. */
export const signEmailStrings = defineCatalogue('remote-auth/sign-email', chinese, () => import('./strings.en'));
