import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { noticesAtom, portalStore } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { ChangePasswordCheckPage } from '../change-password-check-page';

const CHECK = 'POST /api/v1/account/forget-password/check';
const CODE = 'POST /api/v1/account/forget-password/code';
const PHONE = '13912348000';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
  api.on(CHECK, { data: null });
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

/** Opens the page the way the forgot-password screen does: with the phone in the navigation state. */
function renderPage(state: unknown = { phone: PHONE }) {
  renderWithPortal(
    <Routes>
      <Route path="/start" element={<Navigate to="/change-password-check" state={state} />} />
      <Route path="/change-password-check" element={<ChangePasswordCheckPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: '/start' },
  );
  return { user: userEvent.setup() };
}

describe('/change-password-check', () => {
  it('shows only the last 4 digits of the phone', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '短信验证' })).toBeInTheDocument();
    expect(screen.getByText('验证码已发送至尾号 8000 的手机')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(PHONE);
    expect(document.body.innerHTML).not.toContain(PHONE);
  });

  it.each([
    ['no state', null],
    ['a state without a phone', { other: 1 }],
    ['a malformed phone', { phone: '123' }],
  ])('goes back to /forget-password with %s', async (_case, state) => {
    renderPage(state);
    expect(await screen.findByText('landed on /forget-password null')).toBeInTheDocument();
  });

  it('starts the resend button in its 60 s wait, since the code was just sent', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: '60s后重发' })).toBeDisabled();
  });

  it('sends the code to the same phone again once the wait is over', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderPage();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      expect(await screen.findByRole('button', { name: '60s后重发' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(60_000));
      await user.click(await screen.findByRole('button', { name: '重新发送' }));
      expect(await screen.findByRole('button', { name: '60s后重发' })).toBeDisabled();
      expect(api.callsTo(CODE).map((call) => call.body)).toEqual([
        { phone_info: { phone: PHONE, phone_prefix: '86' } },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('checks the code: 6 digits, digits only', async () => {
    const { user } = renderPage();
    const code = await screen.findByRole('textbox', { name: '短信验证码' });
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(code).toHaveAccessibleDescription('请输入正确验证码');

    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(code).toHaveAccessibleDescription('请输入正确验证码');

    await user.type(code, '45678');
    expect(code).toHaveValue('123456');
    expect(api.callsTo(CHECK)).toHaveLength(0);
  });

  it('submits the code with the phone and carries the phone on to /reset-password', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: '短信验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByText(`landed on /reset-password {"phone":"${PHONE}"}`)).toBeInTheDocument();
    expect(api.callsTo(CHECK).map((call) => call.body)).toEqual([
      { phone_info: { phone: PHONE, phone_prefix: '86' }, captcha: '123456' },
    ]);
    expect(api.callsTo(CODE)).toHaveLength(0);
  });

  it('shows a wrong code once, through the API client, and keeps it', async () => {
    api.on(CHECK, { code: 2100, message: '验证码错误' });
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: '短信验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByText('验证码错误[2100]')).toBeInTheDocument();
    expect(screen.getAllByText(/验证码错误/)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: '短信验证码' })).toHaveValue('123456');
  });

  it('keeps the code when the network fails', async () => {
    api.on(CHECK, { networkError: true });
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: '短信验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByText('当前网络异常，数据已保存，恢复后提交即可')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '短信验证码' })).toHaveValue('123456');
    expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled();
  });

  it('has a back arrow to /forget-password', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '返回' }));
    expect(screen.getByText('landed on /forget-password null')).toBeInTheDocument();
  });
});
