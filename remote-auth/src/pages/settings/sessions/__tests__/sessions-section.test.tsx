import { screen, within } from '@testing-library/react';
import { strings } from '@portal/shared';
import type { AccountSession, TrustedDevice } from '@portal/shared/contract';
import { formatDateTime } from '@portal/shared/signed-in';
import {
  SESSIONS,
  SESSION_TOKEN,
  TRUSTED_DEVICES,
  dialog,
  renderLoadedSettings,
  startFakeApi,
} from '../../__tests__/render-settings';
import { sessionsStrings as s } from '../strings';

const api = startFakeApi();

const REVOKE_ONE = 'DELETE /api/v1/account/sessions/{id}';
const REVOKE_OTHERS = 'DELETE /api/v1/account/sessions';
const FORGET = 'DELETE /api/v1/account/trusted-devices/{id}';

const THIS_BROWSER: AccountSession = {
  id: 'a'.repeat(32),
  current: true,
  browser: 'Chrome 131',
  os: 'Windows 10',
  device_type: 'desktop',
  ip: '203.0.113.7',
  signed_in_at: '2026-11-20T01:00:00.000Z',
  last_active_at: '2026-11-27T08:59:00.000Z',
};
const PHONE: AccountSession = {
  ...THIS_BROWSER,
  id: 'b'.repeat(32),
  current: false,
  browser: 'WeChat 8',
  os: 'iOS 17.1',
  device_type: 'mobile',
  ip: '198.51.100.23',
  last_active_at: '2026-11-26T12:30:00.000Z',
};
const TABLET: AccountSession = { ...PHONE, id: 'c'.repeat(32), browser: null, os: null, device_type: 'tablet' };
const TRUSTED_PHONE: TrustedDevice = {
  id: 'd'.repeat(32),
  current: false,
  browser: 'WeChat 8',
  os: 'iOS 17.1',
  device_type: 'mobile',
  ip: '198.51.100.23',
  trusted_at: '2026-11-26T12:00:00.000Z',
  expires_at: '2026-12-26T12:00:00.000Z',
};

const PHONE_NAME = ['WeChat 8', 'iOS 17.1'].join(s.separator);

const sessionsRegion = () => screen.getByRole('region', { name: s.sessionsSection });
const devicesRegion = () => screen.getByRole('region', { name: s.trustedSection });
const entries = (region: HTMLElement) => within(region).queryAllByRole('listitem');

describe('/settings: signed-in devices', () => {
  it('lists each browser with its system, kind, address and last activity, this device first and marked', async () => {
    api.on(SESSIONS, { data: [THIS_BROWSER, PHONE, TABLET] });
    await renderLoadedSettings();

    const [mine, phone, tablet] = await within(sessionsRegion()).findAllByRole('listitem');
    expect(mine).toHaveTextContent(['Chrome 131', 'Windows 10'].join(s.separator));
    expect(within(mine as HTMLElement).getByText(s.thisDevice)).toBeInTheDocument();
    expect(within(mine as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(phone).toHaveTextContent(PHONE_NAME);
    expect(phone).toHaveTextContent(
      [s.deviceTypes.mobile, s.address('198.51.100.23'), s.lastActive(formatDateTime(PHONE.last_active_at))].join(
        s.separator,
      ),
    );
    expect(phone).not.toHaveTextContent(s.thisDevice);
    // Nothing read from the User-Agent: the kind of device names it.
    expect(tablet).toHaveTextContent(s.deviceTypes.tablet);
    expect(within(sessionsRegion()).getByRole('button', { name: s.signOutOthers })).toBeInTheDocument();
    expect(api.callsTo(SESSIONS)[0]?.authorization).toBe(`Bearer ${SESSION_TOKEN}`);
  });

  it('signs one other browser out after a confirmation, says so and drops it from the list', async () => {
    let signedOut = false;
    api.on(SESSIONS, () => ({ data: signedOut ? [THIS_BROWSER] : [THIS_BROWSER, PHONE] }));
    api.on(REVOKE_ONE, () => {
      signedOut = true;
      return { data: null };
    });
    const { user } = await renderLoadedSettings();

    await user.click(await screen.findByRole('button', { name: `${s.signOut} ${PHONE_NAME}` }));
    const confirm = dialog(s.signOutOneTitle);
    expect(confirm).toHaveTextContent(s.signOutOneText(PHONE_NAME));
    expect(api.callsTo(REVOKE_ONE)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: s.confirmSignOut }));

    expect(await screen.findByText(s.signedOutOne)).toBeInTheDocument();
    expect(api.callsTo(REVOKE_ONE).map((call) => call.params)).toEqual([{ id: PHONE.id }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(entries(sessionsRegion())).toHaveLength(1);
    expect(within(sessionsRegion()).getByText(s.noOtherSessions)).toBeInTheDocument();
  });

  it('signs nothing out when the confirmation is cancelled', async () => {
    api.on(SESSIONS, { data: [THIS_BROWSER, PHONE] });
    const { user } = await renderLoadedSettings();

    await user.click(await screen.findByRole('button', { name: s.signOutOthers }));
    expect(dialog(s.signOutOthersTitle)).toHaveTextContent(s.signOutOthersText);
    await user.click(within(dialog(s.signOutOthersTitle)).getByRole('button', { name: s.cancel }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(REVOKE_OTHERS)).toHaveLength(0);
    expect(entries(sessionsRegion())).toHaveLength(2);
  });

  it('signs every other browser out at once and says how many', async () => {
    let signedOut = false;
    api.on(SESSIONS, () => ({ data: signedOut ? [THIS_BROWSER] : [THIS_BROWSER, PHONE, TABLET] }));
    api.on(REVOKE_OTHERS, () => {
      signedOut = true;
      return { data: { revoked: 2 } };
    });
    const { user } = await renderLoadedSettings();

    await user.click(await screen.findByRole('button', { name: s.signOutOthers }));
    await user.click(within(dialog(s.signOutOthersTitle)).getByRole('button', { name: s.confirmSignOut }));

    expect(await screen.findByText(s.signedOutOthers(2))).toBeInTheDocument();
    expect(api.callsTo(REVOKE_OTHERS)).toHaveLength(1);
    expect(entries(sessionsRegion())).toHaveLength(1);
    expect(within(sessionsRegion()).queryByRole('button', { name: s.signOutOthers })).not.toBeInTheDocument();
  });

  it('keeps the confirmation open when the API refuses, with its message shown', async () => {
    api.on(SESSIONS, { data: [THIS_BROWSER, PHONE] });
    api.on(REVOKE_ONE, { status: 404, code: 1004, message: '请求的资源不存在' });
    const { user } = await renderLoadedSettings();

    await user.click(await screen.findByRole('button', { name: `${s.signOut} ${PHONE_NAME}` }));
    await user.click(within(dialog(s.signOutOneTitle)).getByRole('button', { name: s.confirmSignOut }));

    expect(await screen.findByText(strings.api.withCode('请求的资源不存在', 1004))).toBeInTheDocument();
    expect(dialog(s.signOutOneTitle)).toBeInTheDocument();
    expect(screen.queryByText(s.signedOutOne)).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    api.on(SESSIONS, { networkError: true });
    const { user } = await renderLoadedSettings();
    expect(await within(sessionsRegion()).findByText(s.sessionsFailed)).toBeInTheDocument();

    api.on(SESSIONS, { data: [THIS_BROWSER] });
    await user.click(within(sessionsRegion()).getByRole('button', { name: s.retry }));
    expect(await within(sessionsRegion()).findByText(s.thisDevice)).toBeInTheDocument();
  });
});

describe('/settings: trusted devices', () => {
  it('lists each trusted browser with the day its trust ends, and forgets one after a confirmation', async () => {
    let forgotten = false;
    api.on(TRUSTED_DEVICES, () => ({ data: forgotten ? [] : [TRUSTED_PHONE] }));
    api.on(FORGET, () => {
      forgotten = true;
      return { data: null };
    });
    const { user } = await renderLoadedSettings();

    const [phone] = await within(devicesRegion()).findAllByRole('listitem');
    expect(phone).toHaveTextContent(PHONE_NAME);
    expect(phone).toHaveTextContent(s.trustedUntil(formatDateTime(TRUSTED_PHONE.expires_at)));
    await user.click(within(devicesRegion()).getByRole('button', { name: `${s.forget} ${PHONE_NAME}` }));
    expect(dialog(s.forgetTitle)).toHaveTextContent(s.forgetText(PHONE_NAME));
    await user.click(within(dialog(s.forgetTitle)).getByRole('button', { name: s.confirmForget }));

    expect(await screen.findByText(s.forgotten)).toBeInTheDocument();
    expect(api.callsTo(FORGET).map((call) => call.params)).toEqual([{ id: TRUSTED_PHONE.id }]);
    expect(within(devicesRegion()).getByText(s.noTrustedDevices)).toBeInTheDocument();
  });

  it('says when no browser is trusted', async () => {
    await renderLoadedSettings();
    expect(await within(devicesRegion()).findByText(s.noTrustedDevices)).toBeInTheDocument();
    expect(entries(devicesRegion())).toHaveLength(0);
  });
});
