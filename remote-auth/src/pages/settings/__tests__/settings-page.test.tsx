import { screen, within } from '@testing-library/react';
import { strings } from '@portal/shared';
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

const api = startFakeApi();

describe('/settings: the account', () => {
  it('shows the page in the shared frame, the phone masked and the bound e-mail', async () => {
    await renderLoadedSettings();
    expect(screen.getByRole('heading', { level: 1, name: '设置' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: '账户信息' });
    expect(within(account).getByText('+86 138****8000')).toBeInTheDocument();
    expect(within(account).queryByText('13800138000')).not.toBeInTheDocument();
    expect(within(account).getByText('demo@example.com')).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: '更换邮箱' })).toBeInTheDocument();
    expect(api.callsTo(ACCOUNT_INFO)[0]?.authorization).toBe(`Bearer ${SESSION_TOKEN}`);
  });

  it('says 未绑定 and offers binding when no e-mail is bound', async () => {
    api.on(ACCOUNT_INFO, { data: UNBOUND_INFO });
    await renderLoadedSettings();
    const account = screen.getByRole('region', { name: '账户信息' });
    expect(within(account).getByText('未绑定')).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: '绑定邮箱' })).toBeInTheDocument();
  });

  it('shows a spinner while the account loads', async () => {
    renderSettings();
    expect(screen.getByRole('status', { name: '正在加载账户信息' })).toBeInTheDocument();
    expect(await screen.findByText('demo@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '正在加载账户信息' })).not.toBeInTheDocument();
  });

  it('offers a retry when the account cannot be loaded', async () => {
    api.on(ACCOUNT_INFO, { networkError: true });
    const { user } = renderSettings();
    expect(await screen.findByText('账户信息加载失败，请稍后重试')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '安全设置' })).not.toBeInTheDocument();
    api.on(ACCOUNT_INFO, { data: UNBOUND_INFO });
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('+86 138****8000')).toBeInTheDocument();
  });
});

describe('/settings: the transaction password', () => {
  it('e-mails the reset link to the bound address and then says to check the inbox', async () => {
    api.on(FORGET_CODE, { data: null });
    const { user } = await renderLoadedSettings();
    await user.click(screen.getByRole('button', { name: '设置/重置交易密码' }));
    const trx = dialog('设置/重置交易密码');
    expect(within(trx).getByText(/我们将向 demo@example.com 发送一封邮件/)).toBeInTheDocument();
    await user.click(within(trx).getByRole('button', { name: '发送邮件' }));
    expect(await within(trx).findByText(strings.auth.checkInbox)).toHaveAttribute('role', 'status');
    expect(api.callsTo(FORGET_CODE).map((call) => call.body)).toEqual([
      { email: 'demo@example.com', type: 'FORGET_TRX_PASSWORD' },
    ]);
    expect(within(trx).getByRole('button', { name: '60s后重发' })).toBeDisabled();
    await user.click(within(trx).getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog as it was when the link cannot be sent', async () => {
    api.on(FORGET_CODE, { code: 2102, message: '今日验证码发送次数已达上限，请明天再试', status: 429 });
    const { user } = await renderLoadedSettings();
    await user.click(screen.getByRole('button', { name: '设置/重置交易密码' }));
    await user.click(within(dialog('设置/重置交易密码')).getByRole('button', { name: '发送邮件' }));
    expect(await screen.findByText('今日验证码发送次数已达上限，请明天再试[2102]')).toBeInTheDocument();
    expect(within(dialog('设置/重置交易密码')).getByRole('button', { name: '发送邮件' })).toBeEnabled();
    expect(screen.queryByText(strings.auth.checkInbox)).not.toBeInTheDocument();
  });

  it('without an e-mail, explains and offers binding one first', async () => {
    api.on(ACCOUNT_INFO, { data: UNBOUND_INFO });
    const { user } = await renderLoadedSettings();
    const security = screen.getByRole('region', { name: '安全设置' });
    expect(within(security).getByText('需先绑定邮箱，再通过邮件中的链接设置')).toBeInTheDocument();
    await user.click(within(security).getByRole('button', { name: '设置/重置交易密码' }));
    const trx = dialog('设置/重置交易密码');
    expect(within(trx).getByText(/您的账户尚未绑定邮箱，请先绑定邮箱/)).toBeInTheDocument();
    expect(within(trx).queryByRole('button', { name: '发送邮件' })).not.toBeInTheDocument();
    await user.click(within(trx).getByRole('button', { name: '去绑定邮箱' }));
    expect(dialog('绑定邮箱')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '设置/重置交易密码' })).not.toBeInTheDocument();
    expect(api.callsTo(FORGET_CODE)).toHaveLength(0);
  });
});
