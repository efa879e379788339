import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PATHS, noticesAtom, portalStore, strings } from '@portal/shared';
import { renderWithPortal, pasteInto } from '@portal/shared/testing';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { SignInPage } from '../sign-in-page';
import { signInStrings } from '../strings';
import { fieldStrings } from '../../../forms/strings';

/** What the routes the page leaves for show. */
export const STUB = { signEmail: '绑定邮箱页', wallet: '钱包页', forgetPassword: '忘记密码页', signUp: '注册页' };

export const LOGIN = 'POST /api/v1/account/login';
export const SEND_CODE_AUTO = 'POST /api/v1/account/send/code-auto';
export const CODE_CHECK = 'POST /api/v1/account/login/code/check';

/** A fake API started for the test file, with the merchant the login shell loads. */
export function startFakeApi(): FakeApi {
  const api = new FakeApi();
  beforeAll(() => api.start());
  afterAll(() => api.stop());
  beforeEach(() => {
    api.reset();
    api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
    localStorage.clear();
    sessionStorage.clear();
    portalStore.set(noticesAtom, []);
  });
  return api;
}

/** The sign-in page at /sign-in, with stand-ins that say where a navigation landed. */
export async function renderSignIn(): Promise<ReturnType<typeof renderWithPortal>> {
  const view = renderWithPortal(
    <Routes>
      <Route path={PATHS.signIn} element={<SignInPage />} />
      <Route path={PATHS.signEmail} element={<p>{STUB.signEmail}</p>} />
      <Route path={PATHS.wallet} element={<p>{STUB.wallet}</p>} />
      <Route path={PATHS.forgetPassword} element={<p>{STUB.forgetPassword}</p>} />
      <Route path={PATHS.signUp} element={<p>{STUB.signUp}</p>} />
    </Routes>,
    { route: PATHS.signIn },
  );
  await screen.findByRole('heading', { name: strings.pages.signIn });
  return view;
}

export const phoneInput = () => screen.getByRole('textbox', { name: fieldStrings.phone.label });
export const emailInput = () => screen.getByRole('textbox', { name: fieldStrings.email.label });
export const passwordInput = () => screen.getByLabelText(signInStrings.passwordLabel);
export const submitButton = () => screen.getByRole('button', { name: signInStrings.submit });

/** Fills in the phone and the password on the phone tab; an empty value is left untouched. */
export async function fillPhone(user: UserEvent, phone = '13800138000', password = 'Demo1234') {
  if (phone) await pasteInto(user, phoneInput(), phone);
  if (password) await pasteInto(user, passwordInput(), password);
}

/** Opens the e-mail tab and fills in the e-mail and the password; an empty value is left untouched. */
export async function fillEmail(user: UserEvent, email = 'demo@example.com', password = 'Demo1234') {
  await user.click(screen.getByRole('tab', { name: strings.auth.emailTab }));
  if (email) await pasteInto(user, emailInput(), email);
  if (password) await pasteInto(user, passwordInput(), password);
}
