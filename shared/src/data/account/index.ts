export { sendAccessCode, sendAccessCodeFor, sendCode, sendResetLink } from './codes';
export {
  bindFirstEmail,
  checkPhoneReset,
  checkResetLink,
  checkSignInCode,
  logIn,
  register,
  requestPhoneReset,
  resetPassword,
  resetTrxPassword,
} from './sign-in-calls';
