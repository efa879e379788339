import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { requestToken, sessionAtom, strings } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { SignUpPage } from '../sign-up-page';

const v = strings.validation;
const SEND_CODE = 'POST /api/v1/account/send/code';
const REGISTER = 'POST /api/v1/account/register';
const TITLES = 'GET /api/v1/merchant/user-agreement/title';
const AGREEMENT = { id: '7', title: '用户服务协议' };

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
  api.on(TITLES, { data: [AGREEMENT, { id: '8', title: '隐私政策' }] });
  api.on(REGISTER, { data: { token: 'new-token' } });
  api.on(SEND_CODE, { data: null });
  localStorage.clear();
  sessionStorage.clear();
});

/** Where a navigation landed, with its state, and a way back one step. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>
        到达{name} {JSON.stringify(location.state)}
      </p>
      <button type="button" onClick={() => navigate(-1)}>
        后退
      </button>
    </>
  );
}

function renderSignUp() {
  const user = userEvent.setup();
  const view = renderWithPortal(
    <Routes>
      <Route path="/start" element={<Link to="/sign-up">去注册</Link>} />
      <Route path="/sign-up" element={<SignUpPage />} />
      <Route path="/sign-in" element={<Landed name="登录" />} />
      <Route path="/sign-email" element={<Landed name="绑定邮箱" />} />
      <Route path="/agreement" element={<Landed name="协议" />} />
    </Routes>,
    { route: '/start' },
  );
  return { user, ...view };
}

async function openSignUp() {
  const view = renderSignUp();
  await view.user.click(screen.getByRole('link', { name: '去注册' }));
  await screen.findByRole('heading', { name: '注册' });
  return view;
}

const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });
const phone = () => field('手机号');
const code = () => field('短信验证码');
const password = () => field('设置密码');
const confirm = () => field('确认密码');
const invite = () => field(/客户经理邀请码/);
const submit = () => screen.getByRole('button', { name: '注册' });
const sendCode = () => screen.getByRole('button', { name: '获取验证码' });
const checklist = () => screen.queryByRole('list', { name: '密码需满足' });

/** Fills a valid form and requests the code; the agreement is ticked unless asked not to. */
async function fillValidForm(user: ReturnType<typeof userEvent.setup>, { tick = true, inviteCode = '' } = {}) {
  await user.type(phone(), '13800138000');
  await user.click(sendCode());
  await screen.findByRole('button', { name: '60s后重发' });
  await user.type(code(), '123456');
  await user.type(password(), 'Abcdefg1');
  await user.type(confirm(), 'Abcdefg1');
  if (inviteCode) await user.type(invite(), inviteCode);
  if (tick) await user.click(await screen.findByRole('checkbox'));
}

describe('/sign-up', () => {
  it('shows the login shell with the +86 prefix, a back arrow and a link to sign in', async () => {
    const { user } = await openSignUp();
    // +86 is fixed text in front of the number (only +86 is offered), read with the field.
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('+86');
    expect(screen.getByText('已有账号？')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '去登录' }));
    expect(await screen.findByText(/到达登录/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '后退' }));
    await user.click(await screen.findByRole('button', { name: '返回' }));
    expect(await screen.findByText(/到达登录/)).toBeInTheDocument();
  });

  it('accepts only digits in the phone (at most 11) and the code (at most 6)', async () => {
    const { user } = await openSignUp();
    await user.type(phone(), '138a0013-80001234');
    expect(phone()).toHaveValue('13800138000');
    await user.type(code(), '12b34567');
    expect(code()).toHaveValue('123456');
  });

  describe('field messages', () => {
    it('shows every required message and asks for the code first on an empty submit', async () => {
      const { user } = await openSignUp();
      await user.click(submit());
      const form = within(screen.getByRole('main'));
      const alerts = form.getAllByRole('alert').map((alert) => alert.textContent);
      expect(alerts).toEqual([v.required, v.getCodeFirst, v.required, v.required, v.agreeToAgreement]);
      expect(v.getCodeFirst).toBe('请先获取验证码');
      expect(api.callsTo(REGISTER)).toHaveLength(0);
    });

    it('checks the phone on blur: 手机号格式有误', async () => {
      const { user } = await openSignUp();
      await user.type(phone(), '12345678901');
      await user.tab();
      expect(phone()).toHaveAccessibleDescription('+86 手机号格式有误');
    });

    it.each([
      ['Abc1', '输入小于最小输入限制'],
      ['Abcdefgh123456789', '输入大于最大输入限制'],
      ['abcdefgh', '需包含大写字母、小写字母、数字，密码长度为8-16位'],
      ['Abcdefg!1', '需包含大写字母、小写字母、数字，密码长度为8-16位'],
    ])('checks the password %s on blur: %s', async (value, message) => {
      const { user } = await openSignUp();
      await user.type(password(), value);
      await user.tab();
      expect(screen.getByText(message)).toHaveAttribute('role', 'alert');
      expect(password()).toHaveAttribute('aria-invalid', 'true');
    });

    it('asks for the confirmation to equal the password', async () => {
      const { user } = await openSignUp();
      await user.type(password(), 'Abcdefg1');
      await user.type(confirm(), 'Abcdefg2');
      await user.tab();
      expect(confirm()).toHaveAccessibleDescription('请与设置的密码保持一致');
      await user.clear(confirm());
      expect(confirm()).toHaveAccessibleDescription('您当前输入为空');
      await user.type(confirm(), 'Abcdefg1');
      expect(confirm()).not.toHaveAccessibleDescription();
    });

    it('takes no invitation code, or exactly 4 letters or digits: 请输入正确邀请码', async () => {
      const { user } = await openSignUp();
      await user.click(invite());
      await user.tab();
      expect(invite()).not.toHaveAccessibleDescription();
      await user.type(invite(), 'AB1');
      await user.tab();
      expect(invite()).toHaveAccessibleDescription('请输入正确邀请码');
      await user.type(invite(), '2');
      expect(invite()).not.toHaveAccessibleDescription();
    });

    it('checks the code once requested: 请输入正确验证码', async () => {
      const { user } = await openSignUp();
      await user.type(phone(), '13800138000');
      await user.click(sendCode());
      await user.type(code(), '123');
      await user.click(submit());
      expect(code()).toHaveAccessibleDescription('请输入正确验证码');
    });
  });

  describe('the code', () => {
    it('is not sent without a valid phone: 请输入正确的手机号', async () => {
      const { user } = await openSignUp();
      await user.click(sendCode());
      expect(phone()).toHaveAccessibleDescription('+86 请输入正确的手机号');
      await user.type(phone(), '1380013800');
      await user.click(sendCode());
      expect(phone()).toHaveAccessibleDescription('+86 请输入正确的手机号');
      expect(api.callsTo(SEND_CODE)).toHaveLength(0);
      expect(sendCode()).toBeEnabled();
    });

    it('is sent for registration to +86 and the button counts down', async () => {
      const { user } = await openSignUp();
      await user.type(phone(), '13800138000');
      await user.click(sendCode());
      expect(await screen.findByRole('button', { name: '60s后重发' })).toBeDisabled();
      expect(api.callsTo(SEND_CODE).map((call) => call.body)).toEqual([
        {
          send_type: 'SEND_TYPE_PHONE',
          mark_type: 'MARK_TYPE_REGISTER',
          phone_info: { phone: '13800138000', phone_prefix: '86' },
        },
      ]);
    });

    it('clears "get the code first" once the code is requested', async () => {
      const { user } = await openSignUp();
      await user.click(submit());
      expect(code()).toHaveAccessibleDescription(v.getCodeFirst);
      await user.type(phone(), '13800138000');
      await user.click(sendCode());
      await screen.findByRole('button', { name: '60s后重发' });
      expect(code()).not.toHaveAccessibleDescription();
    });

    it('stays ready for another try when sending fails', async () => {
      api.on(SEND_CODE, { code: 2101, message: '发送过于频繁' });
      const { user } = await openSignUp();
      await user.type(phone(), '13800138000');
      await user.click(sendCode());
      expect(await screen.findByText('发送过于频繁[2101]')).toBeInTheDocument();
      expect(sendCode()).toBeEnabled();
    });
  });

  describe('the password checklist', () => {
    it('shows on focus with a pass or fail for each rule', async () => {
      const { user } = await openSignUp();
      expect(checklist()).not.toBeInTheDocument();
      await user.click(password());
      expect(checklist()).toBeInTheDocument();
      await user.type(password(), 'abc1');
      const lines = within(checklist() as HTMLElement).getAllByRole('listitem');
      expect(lines.map((line) => line.textContent)).toEqual([
        '8-16位，仅限字母和数字（未满足）',
        '至少一个大写字母（未满足）',
        '至少一个小写字母（已满足）',
        '至少一个数字（已满足）',
      ]);
      expect(password()).toHaveAccessibleDescription(/密码需满足/);
    });

    it('stays on blur while a rule fails and hides on blur once all pass', async () => {
      const { user } = await openSignUp();
      await user.type(password(), 'abcdefg1');
      await user.tab();
      expect(checklist()).toBeInTheDocument();
      await user.clear(password());
      await user.type(password(), 'Abcdefg1');
      expect(checklist()).toBeInTheDocument();
      expect(within(checklist() as HTMLElement).queryByText(/未满足/)).not.toBeInTheDocument();
      await user.tab();
      expect(checklist()).not.toBeInTheDocument();
    });
  });

  describe('the agreement', () => {
    it('links the first agreement to /agreement with its id as navigation state', async () => {
      const { user } = await openSignUp();
      expect(await screen.findByRole('checkbox', { name: '我已阅读并同意 《用户服务协议》' })).not.toBeChecked();
      expect(screen.queryByText(/隐私政策/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: '《用户服务协议》' }));
      expect(await screen.findByText('到达协议 {"id":"7"}')).toBeInTheDocument();
    });

    it('must be ticked when loaded: 请阅读并同意协议', async () => {
      const { user } = await openSignUp();
      await fillValidForm(user, { tick: false });
      await user.click(submit());
      expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('请阅读并同意协议');
      expect(api.callsTo(REGISTER)).toHaveLength(0);
      await user.click(screen.getByRole('checkbox'));
      expect(screen.queryByText(v.agreeToAgreement)).not.toBeInTheDocument();
    });

    it('is not asked for when none is loaded', async () => {
      api.on(TITLES, { data: [] });
      const { user } = await openSignUp();
      await fillValidForm(user, { tick: false });
      await waitFor(() => expect(api.callsTo(TITLES)).toHaveLength(1));
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      await user.click(submit());
      expect(await screen.findByText(/到达绑定邮箱/)).toBeInTheDocument();
      expect(screen.queryByText(v.agreeToAgreement)).not.toBeInTheDocument();
    });
  });

  describe('registering', () => {
    it('sends invitation_code null when empty, stores the token unsigned-in and replaces history with /sign-email', async () => {
      const { user, store } = await openSignUp();
      await fillValidForm(user);
      await user.click(submit());
      expect(await screen.findByText(/到达绑定邮箱/)).toBeInTheDocument();
      expect(api.callsTo(REGISTER).map((call) => call.body)).toEqual([
        { phone_prefix: '86', phone: '13800138000', password: 'Abcdefg1', captcha: '123456', invitation_code: null },
      ]);
      // Not signed in until an e-mail is bound (spec §4): the token serves only the binding.
      expect(store.get(sessionAtom).isLogin).toBe(false);
      expect(localStorage.getItem('token')).toBe('new-token');
      expect(requestToken()).toBe('new-token');
      // /sign-up was replaced: one step back is the page before it.
      await user.click(screen.getByRole('button', { name: '后退' }));
      expect(await screen.findByRole('link', { name: '去注册' })).toBeInTheDocument();
    });

    it('sends the invitation code when given', async () => {
      const { user } = await openSignUp();
      await fillValidForm(user, { inviteCode: 'AB12' });
      await user.click(submit());
      await screen.findByText(/到达绑定邮箱/);
      expect(api.callsTo(REGISTER)[0]?.body).toMatchObject({ invitation_code: 'AB12' });
    });

    it('keeps everything typed after a network error, and stores no password', async () => {
      api.on(REGISTER, { networkError: true });
      const { user, store } = await openSignUp();
      await fillValidForm(user, { inviteCode: 'AB12' });
      await user.click(submit());
      expect(await screen.findByText('当前网络异常，数据已保存，恢复后提交即可')).toBeInTheDocument();
      expect(submit()).toBeEnabled();
      expect(phone()).toHaveValue('13800138000');
      expect(code()).toHaveValue('123456');
      expect(password()).toHaveValue('Abcdefg1');
      expect(confirm()).toHaveValue('Abcdefg1');
      expect(invite()).toHaveValue('AB12');
      expect(screen.getByRole('checkbox')).toBeChecked();
      expect(store.get(sessionAtom).isLogin).toBe(false);
      const stored = [...Object.values(localStorage), ...Object.values(sessionStorage)].join(' ');
      expect(stored).not.toContain('Abcdefg1');
    });

    it('shows a server refusal once and stays on the form', async () => {
      api.on(REGISTER, { code: 2003, message: '该手机号已注册' });
      const { user } = await openSignUp();
      await fillValidForm(user);
      await user.click(submit());
      expect(await screen.findByText('该手机号已注册[2003]')).toBeInTheDocument();
      expect(screen.getAllByText(/该手机号已注册/)).toHaveLength(1);
      expect(phone()).toHaveValue('13800138000');
    });
  });

  it('keeps what was typed, but no password, while the user reads the agreement and comes back', async () => {
    const { user } = await openSignUp();
    await user.type(phone(), '13800138000');
    await user.click(sendCode());
    await screen.findByRole('button', { name: '60s后重发' });
    await user.type(code(), '123456');
    await user.type(password(), 'Abcdefg1');
    await user.type(invite(), 'AB12');
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('link', { name: '《用户服务协议》' }));
    await user.click(await screen.findByRole('button', { name: '后退' }));

    await screen.findByRole('heading', { name: '注册' });
    expect(phone()).toHaveValue('13800138000');
    expect(code()).toHaveValue('123456');
    expect(invite()).toHaveValue('AB12');
    expect(password()).toHaveValue('');
    expect(await screen.findByRole('checkbox')).toBeChecked();
    // The code was requested before: confirming does not ask for it again.
    await user.type(password(), 'Abcdefg1');
    await user.type(confirm(), 'Abcdefg1');
    await user.click(submit());
    expect(await screen.findByText(/到达绑定邮箱/)).toBeInTheDocument();
  });
});
