import { defineCatalogue } from '@portal/shared';

const chinese = {
  /** Only the last four digits of the phone are shown (spec §2). */
  sentTo: (lastFour: string) => `验证码已发送至尾号 ${lastFour} 的手机`,
  codeLabel: '短信验证码',
  codePlaceholder: '请输入6位验证码',
  resend: '重新发送',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type ChangePasswordCheckTexts = typeof chinese;

/** Texts of the SMS code check that the spec does not give. */
export const changePasswordCheckStrings = defineCatalogue(
  'remote-auth/change-password-check',
  chinese,
  () => import('./strings.en'),
);
