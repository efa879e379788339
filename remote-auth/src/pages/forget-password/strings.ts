import { defineCatalogue } from '@portal/shared';

/** Texts of the forgot-password screen that the spec does not give (its own are in the shared catalogue). */
export const forgetPasswordStrings = defineCatalogue(
  'remote-auth/forget-password',
  {
    methods: '找回方式',
    sendAgain: '重新发送',
    otherEmail: '更换邮箱',
    backToSignIn: '返回登录',
    backToSettings: '返回设置',
  },
  {
    methods: 'Reset by',
    sendAgain: 'Send again',
    otherEmail: 'Use another e-mail',
    backToSignIn: 'Back to sign in',
    backToSettings: 'Back to settings',
  },
);
