import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { PATHS, completeSignIn, sessionAtom, strings } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import type { FakeAnswer } from '@portal/shared/testing';
import { SettingsPage } from '../settings-page';
import {
  LOGOUT,
  SESSION_TOKEN,
  SIGN_IN_STUB,
  renderLoadedSettings,
  renderSettings,
  startFakeApi,
} from './render-settings';

/** The test's own link to the settings and its back button. */
const TO_SETTINGS = '去设置';
const BACK = '后退';
import { settingsStrings } from '../strings';

const api = startFakeApi();
beforeEach(() => api.on(LOGOUT, { data: null }));

describe('/settings: signing out', () => {
  it.each<[string, FakeAnswer]>([
    ['the server revoked the token', { data: null }],
    ['the server cannot be reached', { networkError: true }],
    ['the server fails', { code: 1500, message: '服务器开小差了，请稍后重试', status: 500 }],
  ])('calls the API and clears the session on this device when %s', async (_case, answer) => {
    api.on(LOGOUT, answer);
    const { user, store } = await renderLoadedSettings();
    await user.click(screen.getByRole('button', { name: strings.shell.signOut }));

    expect(await screen.findByText(SIGN_IN_STUB)).toBeInTheDocument();
    expect(api.callsTo(LOGOUT).map((call) => call.authorization)).toEqual([`Bearer ${SESSION_TOKEN}`]);
    expect(store.get(sessionAtom)).toEqual({ isLogin: false, token: '' });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLogin')).toBe('false');
    // Signed out either way: no error to puzzle over.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is offered even when the account cannot be loaded', async () => {
    api.on('GET /api/v1/account/info', { networkError: true });
    const { user } = renderSettings();
    await screen.findByText(settingsStrings.accountFailed);
    await user.click(screen.getByRole('button', { name: strings.shell.signOut }));
    expect(await screen.findByText(SIGN_IN_STUB)).toBeInTheDocument();
  });

  it('replaces /settings in the history, so going back does not return to it', async () => {
    const store = createStore();
    completeSignIn(SESSION_TOKEN, store);
    const user = userEvent.setup();
    renderWithPortal(
      <Routes>
        <Route path="/wallet" element={<Link to={PATHS.settings}>{TO_SETTINGS}</Link>} />
        <Route path={PATHS.settings} element={<SettingsPage />} />
        <Route path={PATHS.signIn} element={<GoBack />} />
      </Routes>,
      { route: '/wallet', store },
    );
    await user.click(screen.getByRole('link', { name: TO_SETTINGS }));
    await screen.findByText('+86 138****8000');
    await user.click(screen.getByRole('button', { name: strings.shell.signOut }));
    await user.click(await screen.findByRole('button', { name: BACK }));
    expect(await screen.findByRole('link', { name: TO_SETTINGS })).toBeInTheDocument();
  });
});

function GoBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      {BACK}
    </button>
  );
}
