import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Link, Route, Routes } from 'react-router-dom';
import { beginSignIn, requestToken, sessionAtom, strings } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { SignEmailPage } from '../sign-email-page';

const v = strings.validation;
const SEND_CODE = 'POST /api/v1/account/send/code';
const BIND = 'POST /api/v1/account/email/bind';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
  api.on(BIND, { data: { token: 'bound-token' } });
  api.on(SEND_CODE, { data: null });
  localStorage.clear();
  sessionStorage.clear();
});

/** Renders /sign-email after a registration (a token in storage) unless told otherwise. */
async function renderSignEmail({ signedIn = true } = {}) {
  const store = createStore();
  if (signedIn) beginSignIn('registered-token');
  const user = userEvent.setup();
  const view = renderWithPortal(
    <Routes>
      <Route path="/start" element={<Link to="/sign-email">去绑定</Link>} />
      <Route path="/sign-email" element={<SignEmailPage />} />
      <Route path="/sign-in" element={<p>到达登录</p>} />
      <Route path="/wallet" element={<p>到达钱包</p>} />
    </Routes>,
    { route: '/start', store },
  );
  await user.click(screen.getByRole('link', { name: '去绑定' }));
  return { user, ...view };
}

const email = () => screen.getByLabelText('邮箱', { selector: 'input' });
const code = () => screen.getByLabelText('邮箱验证码', { selector: 'input' });
const sendCode = () => screen.getByRole('button', { name: '获取验证码' });
const submit = () => screen.getByRole('button', { name: '绑定' });

async function requestCode(user: ReturnType<typeof userEvent.setup>, address = 'new@example.com') {
  await user.type(email(), address);
  await user.click(sendCode());
  await screen.findByRole('button', { name: '60s后重发' });
}

describe('/sign-email', () => {
  it('sends a visitor without a token to /sign-in', async () => {
    await renderSignEmail({ signedIn: false });
    expect(await screen.findByText('到达登录')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '绑定邮箱' })).not.toBeInTheDocument();
  });

  it('shows the login shell titled 绑定邮箱', async () => {
    await renderSignEmail();
    expect(await screen.findByRole('heading', { name: '绑定邮箱' })).toBeInTheDocument();
  });

  describe('the e-mail', () => {
    it.each([
      ['', '请输入邮箱'],
      ['not-an-email', '请输入正确的邮箱'],
      [`${'a'.repeat(30)}@example.com`, '长度超过限制'],
    ])('%j gives %s on submit', async (value, message) => {
      const { user } = await renderSignEmail();
      await screen.findByRole('heading', { name: '绑定邮箱' });
      if (value) await user.type(email(), value);
      await user.click(submit());
      expect(email()).toHaveAccessibleDescription(message);
      expect(api.callsTo(BIND)).toHaveLength(0);
    });

    it('must be valid before a code is sent', async () => {
      const { user } = await renderSignEmail();
      await screen.findByRole('heading', { name: '绑定邮箱' });
      await user.click(sendCode());
      expect(email()).toHaveAccessibleDescription(v.enterEmail);
      await user.type(email(), 'bad@');
      await user.click(sendCode());
      expect(email()).toHaveAccessibleDescription('请输入正确的邮箱');
      expect(api.callsTo(SEND_CODE)).toHaveLength(0);
    });
  });

  it('sends a bind-e-mail code and counts down', async () => {
    const { user } = await renderSignEmail();
    await screen.findByRole('heading', { name: '绑定邮箱' });
    await requestCode(user);
    expect(screen.getByRole('button', { name: '60s后重发' })).toBeDisabled();
    expect(api.callsTo(SEND_CODE).map((call) => [call.body, call.authorization])).toEqual([
      [
        { send_type: 'SEND_TYPE_EMAIL', mark_type: 'MARK_TYPE_BIND_EMAIL', email: 'new@example.com' },
        'Bearer registered-token',
      ],
    ]);
  });

  it('asks for the code first: 请先获取验证码', async () => {
    const { user } = await renderSignEmail();
    await screen.findByRole('heading', { name: '绑定邮箱' });
    await user.type(email(), 'new@example.com');
    await user.type(code(), '123456');
    await user.click(submit());
    expect(code()).toHaveAccessibleDescription('请先获取验证码');
    expect(api.callsTo(BIND)).toHaveLength(0);
  });

  it('checks the code once requested: 请输入正确验证码', async () => {
    const { user } = await renderSignEmail();
    await screen.findByRole('heading', { name: '绑定邮箱' });
    await requestCode(user);
    await user.type(code(), '12');
    await user.click(submit());
    expect(code()).toHaveAccessibleDescription('请输入正确验证码');
  });

  it('with a token in the answer, stores it and goes to /wallet', async () => {
    const { user, store } = await renderSignEmail();
    await screen.findByRole('heading', { name: '绑定邮箱' });
    await requestCode(user);
    await user.type(code(), '123456');
    await user.click(submit());
    expect(await screen.findByText('到达钱包')).toBeInTheDocument();
    expect(api.callsTo(BIND).map((call) => call.body)).toEqual([{ email: 'new@example.com', captcha: '123456' }]);
    expect(store.get(sessionAtom)).toEqual({ isLogin: true, token: 'bound-token' });
    expect(localStorage.getItem('token')).toBe('bound-token');
  });

  it('offers another account: the half-finished sign-in is ended and the sign-in form opens', async () => {
    api.on('DELETE /api/v1/account/login', { data: null });
    const { user, store } = await renderSignEmail();
    await user.click(await screen.findByRole('button', { name: '使用其他账号登录' }));
    expect(await screen.findByText('到达登录')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/account/login')).toHaveLength(1);
    expect(store.get(sessionAtom).isLogin).toBe(false);
    // The token stays in local storage as spec §4 says, but this tab no longer sends it.
    expect(sessionStorage.getItem('signInInProgress')).toBeNull();
    expect(requestToken()).toBeNull();
  });

  it('without a token in the answer, goes to /sign-in', async () => {
    api.on(BIND, { data: {} });
    const { user, store } = await renderSignEmail();
    await screen.findByRole('heading', { name: '绑定邮箱' });
    await requestCode(user);
    await user.type(code(), '123456');
    await user.click(submit());
    expect(await screen.findByText('到达登录')).toBeInTheDocument();
    expect(store.get(sessionAtom).isLogin).toBe(false);
    expect(localStorage.getItem('token')).toBe('registered-token');
  });

  it('keeps what was typed after a network error', async () => {
    api.on(BIND, { networkError: true });
    const { user } = await renderSignEmail();
    await screen.findByRole('heading', { name: '绑定邮箱' });
    await requestCode(user);
    await user.type(code(), '123456');
    await user.click(submit());
    expect(await screen.findByText('当前网络异常，数据已保存，恢复后提交即可')).toBeInTheDocument();
    expect(email()).toHaveValue('new@example.com');
    expect(code()).toHaveValue('123456');
    expect(submit()).toBeEnabled();
  });
});
