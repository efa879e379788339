import { defineCatalogue } from '@portal/shared';

const chinese = {
  phone: { label: '手机号', placeholder: '请输入手机号' },
  email: { label: '邮箱', placeholder: '请输入邮箱' },
  /** What an empty code field says; the 6 digits are the spec's code length. */
  code: { placeholder: '请输入6位验证码' },
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type FieldTexts = typeof chinese;

/** Texts of the form fields every public screen shares. */
export const fieldStrings = defineCatalogue('remote-auth/forms', chinese, () => import('./strings.en'));
