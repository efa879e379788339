/** The modules this remote exposes: one per page it owns. */
module.exports = {
  name: 'remote_auth',
  exposes: {
    './SignIn': './src/expose/sign-in.tsx',
    './SignUp': './src/expose/sign-up.tsx',
    './SignEmail': './src/expose/sign-email.tsx',
    './ForgetPassword': './src/expose/forget-password.tsx',
    './ChangePasswordCheck': './src/expose/change-password-check.tsx',
    './ResetPassword': './src/expose/reset-password.tsx',
    './Agreement': './src/expose/agreement.tsx',
    './Settings': './src/expose/settings.tsx',
  },
};
