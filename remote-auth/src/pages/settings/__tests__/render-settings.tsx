import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { PATHS, completeSignIn, countdownLabel, noticesAtom, portalStore, strings } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { FakeApi } from '@portal/shared/testing';
import { SettingsPage } from '../settings-page';

export const ACCOUNT_INFO = 'GET /api/v1/account/info';
export const SEND_CODE = 'POST /api/v1/account/send/code';
export const SEND_CODE_AUTO = 'POST /api/v1/account/send/code-auto';
export const FORGET_CODE = 'POST /api/v1/account/forget-password/code';
export const BIND_EMAIL = 'POST /api/v1/account/email/bind';
export const CHANGE_EMAIL = 'PUT /api/v1/account/email';
export const CHANGE_PASSWORD = 'PUT /api/v1/account/password';
export const LOGOUT = 'DELETE /api/v1/account/login';
export const SESSIONS = 'GET /api/v1/account/sessions';
export const TRUSTED_DEVICES = 'GET /api/v1/account/trusted-devices';

export const SESSION_TOKEN = 'session-token';

export const DEMO_INFO = { id: 'u1', email: 'demo@example.com', phone: '13800138000', phone_prefix: '86' };
export const UNBOUND_INFO = { ...DEMO_INFO, email: '' };

/** A fake API for the test file that answers the account (bound e-mail unless a test says otherwise). */
export function startFakeApi(): FakeApi {
  const api = new FakeApi();
  beforeAll(() => api.start());
  afterAll(() => api.stop());
  beforeEach(() => {
    api.reset();
    api.on(ACCOUNT_INFO, { data: DEMO_INFO });
    api.on(SESSIONS, { data: [] });
    api.on(TRUSTED_DEVICES, { data: [] });
    localStorage.clear();
    sessionStorage.clear();
    portalStore.set(noticesAtom, []);
  });
  return api;
}

/** /settings for a signed-in user, with a stand-in /sign-in that says when a sign-out landed there. */
export function renderSettings(): ReturnType<typeof renderWithPortal> & { user: UserEvent } {
  const store = createStore();
  completeSignIn(SESSION_TOKEN, store);
  const user = userEvent.setup();
  const view = renderWithPortal(
    <Routes>
      <Route path={PATHS.settings} element={<SettingsPage />} />
      <Route path={PATHS.signIn} element={<p>{SIGN_IN_STUB}</p>} />
    </Routes>,
    { route: PATHS.settings, store },
  );
  return { user, ...view };
}

/** The same, once the account has loaded. */
export async function renderLoadedSettings(): Promise<ReturnType<typeof renderSettings>> {
  const view = renderSettings();
  await screen.findByText('+86 138****8000');
  return view;
}

/** What the test's sign-in route shows. */
export const SIGN_IN_STUB = '登录页';

/** The open dialog of that title. */
export const dialog = (name: string) => screen.getByRole('dialog', { name });

/** The get-code button inside the field labelled `label`. */
export function sendCodeButtonOf(label: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const field = input.closest('div')?.parentElement;
  if (!field) throw new Error(`no field around ${label}`);
  return within(field).getByRole('button', {
    name: (name) => name === strings.ui.sendCode || (/^\d+/.test(name) && name === countdownLabel(parseInt(name, 10))),
  });
}
