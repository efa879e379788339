import { screen, within } from '@testing-library/react';
import { strings, countdownLabel } from '@portal/shared';
import {
  ACCOUNT_INFO,
  FORGET_CODE,
  SESSION_TOKEN,
  UNBOUND_INFO,
  dialog,
  renderLoadedSettings,
  renderSettings,
  startFakeApi,
} from './render-settings';
import { settingsStrings } from '../strings';

const api = startFakeApi();

describe('/settings: the account', () => {
  it('shows the page in the shared frame, the phone masked and the bound e-mail', async () => {
    await renderLoadedSettings();
    expect(screen.getByRole('heading', { level: 1, name: strings.pages.settings })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: settingsStrings.accountSection });
    expect(within(account).getByText('+86 138****8000')).toBeInTheDocument();
    expect(within(account).queryByText('13800138000')).not.toBeInTheDocument();
    expect(within(account).getByText('demo@example.com')).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: settingsStrings.changeEmailTitle })).toBeInTheDocument();
    expect(api.callsTo(ACCOUNT_INFO)[0]?.authorization).toBe(`Bearer ${SESSION_TOKEN}`);
  });

  it('says 未绑定 and offers binding when no e-mail is bound', async () => {
    api.on(ACCOUNT_INFO, { data: UNBOUND_INFO });
    await renderLoadedSettings();
    const account = screen.getByRole('region', { name: settingsStrings.accountSection });
    expect(within(account).getByText(settingsStrings.emailUnbound)).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: settingsStrings.bindEmailTitle })).toBeInTheDocument();
  });

  it('shows a spinner while the account loads', async () => {
    renderSettings();
    expect(screen.getByRole('status', { name: settingsStrings.loadingAccount })).toBeInTheDocument();
    expect(await screen.findByText('demo@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: settingsStrings.loadingAccount })).not.toBeInTheDocument();
  });

  it('offers a retry when the account cannot be loaded', async () => {
    api.on(ACCOUNT_INFO, { networkError: true });
    const { user } = renderSettings();
    expect(await screen.findByText(settingsStrings.accountFailed)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: settingsStrings.securitySection })).not.toBeInTheDocument();
    api.on(ACCOUNT_INFO, { data: UNBOUND_INFO });
    await user.click(screen.getByRole('button', { name: settingsStrings.retry }));
    expect(await screen.findByText('+86 138****8000')).toBeInTheDocument();
  });
});

describe('/settings: the transaction password', () => {
  it('e-mails the reset link to the bound address and then says to check the inbox', async () => {
    api.on(FORGET_CODE, { data: null });
    const { user } = await renderLoadedSettings();
    await user.click(screen.getByRole('button', { name: settingsStrings.trxTitle }));
    const trx = dialog(settingsStrings.trxTitle);
    expect(within(trx).getByText(settingsStrings.trxIntro('demo@example.com'))).toBeInTheDocument();
    await user.click(within(trx).getByRole('button', { name: settingsStrings.sendEmail }));
    expect(await within(trx).findByText(strings.auth.checkInbox)).toHaveAttribute('role', 'status');
    expect(api.callsTo(FORGET_CODE).map((call) => call.body)).toEqual([
      { email: 'demo@example.com', type: 'FORGET_TRX_PASSWORD' },
    ]);
    expect(within(trx).getByRole('button', { name: countdownLabel(60) })).toBeDisabled();
    await user.click(within(trx).getByRole('button', { name: settingsStrings.done }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog as it was when the link cannot be sent', async () => {
    api.on(FORGET_CODE, { code: 2102, message: '今日验证码发送次数已达上限，请明天再试', status: 429 });
    const { user } = await renderLoadedSettings();
    await user.click(screen.getByRole('button', { name: settingsStrings.trxTitle }));
    await user.click(within(dialog(settingsStrings.trxTitle)).getByRole('button', { name: settingsStrings.sendEmail }));
    expect(
      await screen.findByText(strings.api.withCode('今日验证码发送次数已达上限，请明天再试', 2102)),
    ).toBeInTheDocument();
    expect(
      within(dialog(settingsStrings.trxTitle)).getByRole('button', { name: settingsStrings.sendEmail }),
    ).toBeEnabled();
    expect(screen.queryByText(strings.auth.checkInbox)).not.toBeInTheDocument();
  });

  it('without an e-mail, explains and offers binding one first', async () => {
    api.on(ACCOUNT_INFO, { data: UNBOUND_INFO });
    const { user } = await renderLoadedSettings();
    const security = screen.getByRole('region', { name: settingsStrings.securitySection });
    expect(within(security).getByText(settingsStrings.trxNeedsEmailHint)).toBeInTheDocument();
    await user.click(within(security).getByRole('button', { name: settingsStrings.trxTitle }));
    const trx = dialog(settingsStrings.trxTitle);
    expect(within(trx).getByText(settingsStrings.trxNeedsEmail)).toBeInTheDocument();
    expect(within(trx).queryByRole('button', { name: settingsStrings.sendEmail })).not.toBeInTheDocument();
    await user.click(within(trx).getByRole('button', { name: settingsStrings.goBindEmail }));
    expect(dialog(settingsStrings.bindEmailTitle)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: settingsStrings.trxTitle })).not.toBeInTheDocument();
    expect(api.callsTo(FORGET_CODE)).toHaveLength(0);
  });
});
