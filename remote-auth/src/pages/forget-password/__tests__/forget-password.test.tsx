import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { completeSignIn, noticesAtom, portalStore } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { createStore } from 'jotai';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { ForgetPasswordPage } from '../forget-password-page';

const CODE = 'POST /api/v1/account/forget-password/code';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
  api.on(CODE, { data: null });
  localStorage.clear();
  sessionStorage.clear();
  portalStore.set(noticesAtom, []);
});

/** Prints where the page led, with the navigation state it carried. */
function Landed() {
  const { pathname, state } = useLocation();
  return <p>{`landed on ${pathname} ${JSON.stringify(state)}`}</p>;
}

function renderPage(route = '/forget-password', store = createStore()) {
  renderWithPortal(
    <Routes>
      <Route path="/forget-password" element={<ForgetPasswordPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route, store },
  );
  return { user: userEvent.setup() };
}

describe('/forget-password', () => {
  it('offers the phone and e-mail tabs under 忘记密码, phone first, with +86 fixed', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: '忘记密码' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '手机号' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('+86');
    expect(screen.getByRole('button', { name: '下一步' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '邮箱' }));
    expect(screen.getByRole('tab', { name: '邮箱' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: '邮箱' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送链接' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一步' })).not.toBeInTheDocument();
  });

  it("puts the selected tab's form inside its labelled tab panel", async () => {
    renderPage();
    const panel = await screen.findByRole('tabpanel', { name: '手机号' });
    expect(within(panel).getByRole('textbox', { name: '手机号' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '下一步' })).toBeInTheDocument();
  });

  it('keeps what was typed in each tab when switching', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('tab', { name: '邮箱' }));
    await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'demo@example.com');
    await user.click(screen.getByRole('tab', { name: '手机号' }));
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
    await user.click(screen.getByRole('tab', { name: '邮箱' }));
    expect(screen.getByRole('textbox', { name: '邮箱' })).toHaveValue('demo@example.com');
  });

  it('checks the phone on Next with the spec messages and sends nothing while it fails', async () => {
    const { user } = renderPage();
    const next = await screen.findByRole('button', { name: '下一步' });
    await user.click(next);
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('+86 您当前输入为空');

    await user.type(screen.getByRole('textbox', { name: '手机号' }), '12345678901');
    await user.click(next);
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('+86 手机号格式有误');
    expect(api.callsTo(CODE)).toHaveLength(0);
  });

  it('accepts digits only, at most 11', async () => {
    const { user } = renderPage();
    const phone = await screen.findByRole('textbox', { name: '手机号' });
    await user.type(phone, '138a-0013 80001234');
    expect(phone).toHaveValue('13800138000');
  });

  it('sends the SMS code for the phone and goes on to the code check with the phone', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByText('landed on /change-password-check {"phone":"13800138000"}')).toBeInTheDocument();
    expect(api.callsTo(CODE).map((call) => call.body)).toEqual([
      { phone_info: { phone: '13800138000', phone_prefix: '86' } },
    ]);
  });

  it('stays with the number typed when the code cannot be sent', async () => {
    api.on(CODE, { networkError: true });
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByText('当前网络异常，数据已保存，恢复后提交即可')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
    expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled();
  });

  it('checks the e-mail, sends the link and then shows the inbox message, a waiting resend and a way back', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: '邮箱' }));
    await user.click(screen.getByRole('button', { name: '发送链接' }));
    expect(screen.getByRole('textbox', { name: '邮箱' })).toHaveAccessibleDescription('请输入正确的邮箱');
    expect(api.callsTo(CODE)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: '发送链接' }));

    const notice = await screen.findByText('请查收邮件，点击邮件中的链接重置密码');
    expect(notice).toHaveFocus();
    expect(api.callsTo(CODE).map((call) => call.body)).toEqual([{ email: 'demo@example.com' }]);
    expect(screen.getByRole('button', { name: '60s后重发' })).toBeDisabled();
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/sign-in');

    await user.click(screen.getByRole('button', { name: '更换邮箱' }));
    expect(screen.getByRole('textbox', { name: '邮箱' })).toHaveValue('demo@example.com');
  });

  it('keeps the e-mail form and the address when the link cannot be sent', async () => {
    api.on(CODE, { networkError: true });
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: '邮箱' }));
    await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: '发送链接' }));

    expect(await screen.findByText('当前网络异常，数据已保存，恢复后提交即可')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '邮箱' })).toHaveValue('demo@example.com');
    expect(screen.queryByText(/请查收邮件/)).not.toBeInTheDocument();
  });

  describe('with ?type=FORGET_TRX_PASSWORD', () => {
    it('resets the transaction password by e-mail only and sends the type with the address', async () => {
      const { user } = renderPage('/forget-password?type=FORGET_TRX_PASSWORD');
      expect(await screen.findByRole('heading', { name: '重置交易密码' })).toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: '手机号' })).not.toBeInTheDocument();

      await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'demo@example.com');
      await user.click(screen.getByRole('button', { name: '发送链接' }));

      expect(await screen.findByText(/请查收邮件/)).toBeInTheDocument();
      expect(api.callsTo(CODE).map((call) => call.body)).toEqual([
        { email: 'demo@example.com', type: 'FORGET_TRX_PASSWORD' },
      ]);
      expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/sign-in');
    });

    it('leads back to the settings screen when signed in', async () => {
      const store = createStore();
      completeSignIn('token-1', store);
      const { user } = renderPage('/forget-password?type=FORGET_TRX_PASSWORD', store);
      await user.click(await screen.findByRole('button', { name: '返回' }));
      expect(screen.getByText('landed on /settings null')).toBeInTheDocument();
    });
  });

  it('has a back arrow to /sign-in', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '返回' }));
    expect(screen.getByText('landed on /sign-in null')).toBeInTheDocument();
  });
});

describe('the e-mail resend', () => {
  it('sends the link again once the 60 s wait is over', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderPage();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('tab', { name: '邮箱' }));
      await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'demo@example.com');
      await user.click(screen.getByRole('button', { name: '发送链接' }));
      expect(await screen.findByRole('button', { name: '60s后重发' })).toBeDisabled();

      act(() => jest.advanceTimersByTime(60_000));
      const again = await screen.findByRole('button', { name: '重新发送' });
      await user.click(again);
      expect(await screen.findByRole('button', { name: '60s后重发' })).toBeDisabled();
      expect(api.callsTo(CODE)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
