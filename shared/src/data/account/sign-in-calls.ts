import { callApi } from '../../api-client/client';
import type {
  BindEmailRequest,
  ForgetPasswordCheckRequest,
  ForgetPasswordCodeRequest,
  ForgetPasswordResetRequest,
  ForgetTrxPasswordRequest,
  LoginCodeCheckRequest,
  LoginRequest,
  RegisterRequest,
  ResetLinkCheckRequest,
} from '@portal/shared/contract';

// The calls made before a sign-in is complete: nothing is cached yet, so they have no cache effects.
// The session module (`beginSignIn`, `completeSignIn`) stores what they answer.

export const logIn = (body: LoginRequest) => callApi('login', body);
export const register = (body: RegisterRequest) => callApi('register', body);
export const checkSignInCode = (body: LoginCodeCheckRequest) => callApi('loginCodeCheck', body);
/** Binds the first e-mail of a sign-in in progress (/sign-email). */
export const bindFirstEmail = (body: BindEmailRequest) => callApi('bindEmail', body);

export const requestPhoneReset = (body: ForgetPasswordCodeRequest) => callApi('forgetPasswordCode', body);
export const checkPhoneReset = (body: ForgetPasswordCheckRequest) => callApi('forgetPasswordCheck', body);
/** Sets a new login password; the server ends every session of the account. */
export const resetPassword = (body: ForgetPasswordResetRequest) => callApi('forgetPassword', body);
export const resetTrxPassword = (body: ForgetTrxPasswordRequest) => callApi('forgetTrxPassword', body);
/** Whether an e-mailed reset link still works, asked as it opens; silent, the screen says what it means. */
export const checkResetLink = (body: ResetLinkCheckRequest) => callApi('resetLinkCheck', body, { silent: true });
