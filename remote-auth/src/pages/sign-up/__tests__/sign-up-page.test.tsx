import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { SEND_CODE_COUNTDOWN_SECONDS, requestToken, sessionAtom, strings, countdownLabel } from '@portal/shared';
import { renderWithPortal, pasteInto } from '@portal/shared/testing';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { SignUpPage } from '../sign-up-page';
import { shellStrings } from '../../../shell/auth-strings';
import { signUpStrings } from '../strings';
import { fieldStrings } from '../../../forms/strings';

const v = strings.validation;
const SEND_CODE = 'POST /api/v1/account/send/code';
const REGISTER = 'POST /api/v1/account/register';
const TITLES = 'GET /api/v1/merchant/user-agreement/title';
const AGREEMENT = { id: '7', title: '用户服务协议' };
const SECOND_AGREEMENT = { id: '8', title: '隐私政策' };

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
  api.on(TITLES, { data: [AGREEMENT, SECOND_AGREEMENT] });
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
        {landedAt(name)} {JSON.stringify(location.state)}
      </p>
      <button type="button" onClick={() => navigate(-1)}>
        {BACK}
      </button>
    </>
  );
}

/** The test's own routes: what each shows on arrival, its back button, the link in. */
const LANDED = { signIn: '登录', signEmail: '绑定邮箱', agreement: '协议' };
const landedAt = (name: string) => `到达${name}`;
const BACK = '后退';
const TO_SIGN_UP = '去注册';

function renderSignUp() {
  const user = userEvent.setup();
  const view = renderWithPortal(
    <Routes>
      <Route path="/start" element={<Link to="/sign-up">{TO_SIGN_UP}</Link>} />
      <Route path="/sign-up" element={<SignUpPage />} />
      <Route path="/sign-in" element={<Landed name={LANDED.signIn} />} />
      <Route path="/sign-email" element={<Landed name={LANDED.signEmail} />} />
      <Route path="/agreement" element={<Landed name={LANDED.agreement} />} />
    </Routes>,
    { route: '/start' },
  );
  return { user, ...view };
}

async function openSignUp() {
  const view = renderSignUp();
  await view.user.click(screen.getByRole('link', { name: TO_SIGN_UP }));
  await screen.findByRole('heading', { name: strings.pages.signUp });
  return view;
}

/** A send-code button's name while its countdown runs, at whatever second: a code was sent. */
const countingDown = (name: string) =>
  Array.from({ length: SEND_CODE_COUNTDOWN_SECONDS }, (_, second) => countdownLabel(second + 1)).includes(name);

const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });
const phone = () => field(fieldStrings.phone.label);
const code = () => field(signUpStrings.codeLabel);
const password = () => field(signUpStrings.passwordLabel);
const confirm = () => field(signUpStrings.confirmLabel);
const invite = () => field(signUpStrings.inviteLabel);
const submit = () => screen.getByRole('button', { name: signUpStrings.submit });
const sendCode = () => screen.getByRole('button', { name: strings.ui.sendCode });
const checklist = () => screen.queryByRole('list', { name: signUpStrings.checklistTitle });

/** Fills a valid form and requests the code; the agreement is ticked unless asked not to. */
async function fillValidForm(user: ReturnType<typeof userEvent.setup>, { tick = true, inviteCode = '' } = {}) {
  await pasteInto(user, phone(), '13800138000');
  await user.click(sendCode());
  await screen.findByRole('button', { name: countdownLabel(60) });
  await pasteInto(user, code(), '123456');
  await pasteInto(user, password(), 'Abcdefg1');
  await pasteInto(user, confirm(), 'Abcdefg1');
  if (inviteCode) await pasteInto(user, invite(), inviteCode);
  if (tick) await user.click(await screen.findByRole('checkbox'));
}

describe('/sign-up', () => {
  it('shows the login shell with the +86 prefix, a back arrow and a link to sign in', async () => {
    const { user } = await openSignUp();
    // +86 is fixed text in front of the number (only +86 is offered), read with the field.
    expect(screen.getByRole('textbox', { name: fieldStrings.phone.label })).toHaveAccessibleDescription('+86');
    expect(screen.getByText(signUpStrings.hasAccount)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: signUpStrings.toSignIn }));
    expect(await screen.findByText(landedAt(LANDED.signIn), { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BACK }));
    await user.click(await screen.findByRole('button', { name: shellStrings.back }));
    expect(await screen.findByText(landedAt(LANDED.signIn), { exact: false })).toBeInTheDocument();
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
      await pasteInto(user, phone(), '12345678901');
      await user.tab();
      expect(phone()).toHaveAccessibleDescription(`+86 ${strings.validation.phoneFormat}`);
    });

    it.each([
      ['Abc1', strings.validation.belowMinLength],
      ['Abcdefgh123456789', strings.validation.aboveMaxLength],
      ['abcdefgh', strings.validation.passwordPattern],
      ['Abcdefg!1', strings.validation.passwordPattern],
    ])('checks the password %s on blur: %s', async (value, message) => {
      const { user } = await openSignUp();
      await pasteInto(user, password(), value);
      await user.tab();
      expect(screen.getByText(message)).toHaveAttribute('role', 'alert');
      expect(password()).toHaveAttribute('aria-invalid', 'true');
    });

    it('asks for the confirmation to equal the password', async () => {
      const { user } = await openSignUp();
      await pasteInto(user, password(), 'Abcdefg1');
      await pasteInto(user, confirm(), 'Abcdefg2');
      await user.tab();
      expect(confirm()).toHaveAccessibleDescription(strings.validation.confirmPasswordMismatch);
      await user.clear(confirm());
      expect(confirm()).toHaveAccessibleDescription(strings.validation.required);
      await user.type(confirm(), 'Abcdefg1');
      expect(confirm()).not.toHaveAccessibleDescription();
    });

    it('takes no invitation code, or exactly 4 letters or digits: 请输入正确邀请码', async () => {
      const { user } = await openSignUp();
      await user.click(invite());
      await user.tab();
      expect(invite()).not.toHaveAccessibleDescription();
      await pasteInto(user, invite(), 'AB1');
      await user.tab();
      expect(invite()).toHaveAccessibleDescription(strings.validation.inviteCode);
      await user.type(invite(), '2');
      expect(invite()).not.toHaveAccessibleDescription();
    });

    it('checks the code once requested: 请输入正确验证码', async () => {
      const { user } = await openSignUp();
      await pasteInto(user, phone(), '13800138000');
      await user.click(sendCode());
      await pasteInto(user, code(), '123');
      await user.click(submit());
      expect(code()).toHaveAccessibleDescription(strings.validation.code);
    });
  });

  describe('the code', () => {
    it('is not sent without a valid phone: 请输入正确的手机号', async () => {
      const { user } = await openSignUp();
      await user.click(sendCode());
      expect(phone()).toHaveAccessibleDescription(`+86 ${strings.validation.phoneDefault}`);
      await pasteInto(user, phone(), '1380013800');
      await user.click(sendCode());
      expect(phone()).toHaveAccessibleDescription(`+86 ${strings.validation.phoneDefault}`);
      expect(api.callsTo(SEND_CODE)).toHaveLength(0);
      expect(sendCode()).toBeEnabled();
    });

    it('is sent for registration to +86 and the button counts down', async () => {
      const { user } = await openSignUp();
      await pasteInto(user, phone(), '13800138000');
      await user.click(sendCode());
      expect(await screen.findByRole('button', { name: countdownLabel(60) })).toBeDisabled();
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
      await pasteInto(user, phone(), '13800138000');
      await user.click(sendCode());
      await screen.findByRole('button', { name: countdownLabel(60) });
      expect(code()).not.toHaveAccessibleDescription();
    });

    it('stays ready for another try when sending fails', async () => {
      api.on(SEND_CODE, { code: 2101, message: '发送过于频繁' });
      const { user } = await openSignUp();
      await pasteInto(user, phone(), '13800138000');
      await user.click(sendCode());
      expect(await screen.findByText(strings.api.withCode('发送过于频繁', 2101))).toBeInTheDocument();
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
        signUpStrings.checklist.length + signUpStrings.ruleUnmet,
        signUpStrings.checklist.uppercase + signUpStrings.ruleUnmet,
        signUpStrings.checklist.lowercase + signUpStrings.ruleMet,
        signUpStrings.checklist.digit + signUpStrings.ruleMet,
      ]);
      expect(password()).toHaveAccessibleDescription(expect.stringContaining(signUpStrings.checklistTitle));
    });

    it('stays on blur while a rule fails and hides on blur once all pass', async () => {
      const { user } = await openSignUp();
      await pasteInto(user, password(), 'abcdefg1');
      await user.tab();
      expect(checklist()).toBeInTheDocument();
      await user.clear(password());
      await user.type(password(), 'Abcdefg1');
      expect(checklist()).toBeInTheDocument();
      expect(
        within(checklist() as HTMLElement).queryByText(signUpStrings.ruleUnmet, { exact: false }),
      ).not.toBeInTheDocument();
      await user.tab();
      expect(checklist()).not.toBeInTheDocument();
    });
  });

  describe('the agreement', () => {
    it('links the first agreement to /agreement with its id as navigation state', async () => {
      const { user } = await openSignUp();
      expect(
        await screen.findByRole('checkbox', { name: `${signUpStrings.consentPrefix} 《${AGREEMENT.title}》` }),
      ).not.toBeChecked();
      expect(screen.queryByText(SECOND_AGREEMENT.title, { exact: false })).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: `《${AGREEMENT.title}》` }));
      expect(await screen.findByText(`${landedAt(LANDED.agreement)} {"id":"7"}`)).toBeInTheDocument();
    });

    it('must be ticked when loaded: 请阅读并同意协议', async () => {
      const { user } = await openSignUp();
      await fillValidForm(user, { tick: false });
      await user.click(submit());
      expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(strings.validation.agreeToAgreement);
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
      expect(await screen.findByText(landedAt(LANDED.signEmail), { exact: false })).toBeInTheDocument();
      expect(screen.queryByText(v.agreeToAgreement)).not.toBeInTheDocument();
    });
  });

  describe('registering', () => {
    it('sends invitation_code null when empty, stores the token unsigned-in and replaces history with /sign-email', async () => {
      const { user, store } = await openSignUp();
      await fillValidForm(user);
      await user.click(submit());
      expect(await screen.findByText(landedAt(LANDED.signEmail), { exact: false })).toBeInTheDocument();
      expect(api.callsTo(REGISTER).map((call) => call.body)).toEqual([
        { phone_prefix: '86', phone: '13800138000', password: 'Abcdefg1', captcha: '123456', invitation_code: null },
      ]);
      // Not signed in until an e-mail is bound (spec §4): the token serves only the binding.
      expect(store.get(sessionAtom).isLogin).toBe(false);
      expect(localStorage.getItem('token')).toBe('new-token');
      expect(requestToken()).toBe('new-token');
      // /sign-up was replaced: one step back is the page before it.
      await user.click(screen.getByRole('button', { name: BACK }));
      expect(await screen.findByRole('link', { name: TO_SIGN_UP })).toBeInTheDocument();
    });

    it('sends the invitation code when given', async () => {
      const { user } = await openSignUp();
      await fillValidForm(user, { inviteCode: 'AB12' });
      await user.click(submit());
      await screen.findByText(landedAt(LANDED.signEmail), { exact: false });
      expect(api.callsTo(REGISTER)[0]?.body).toMatchObject({ invitation_code: 'AB12' });
    });

    it('keeps everything typed after a network error, and stores no password', async () => {
      api.on(REGISTER, { networkError: true });
      const { user, store } = await openSignUp();
      await fillValidForm(user, { inviteCode: 'AB12' });
      await user.click(submit());
      expect(await screen.findByText(strings.api.networkWrite)).toBeInTheDocument();
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
      const taken = '该手机号已注册';
      api.on(REGISTER, { code: 2003, message: taken });
      const { user } = await openSignUp();
      await fillValidForm(user);
      await user.click(submit());
      expect(await screen.findByText(strings.api.withCode(taken, 2003))).toBeInTheDocument();
      expect(screen.getAllByText(taken, { exact: false })).toHaveLength(1);
      expect(phone()).toHaveValue('13800138000');
    });
  });

  it('keeps the whole form, passwords and the code countdown included, while the user reads the agreement and comes back', async () => {
    const { user } = await openSignUp();
    await pasteInto(user, phone(), '13800138000');
    await user.click(sendCode());
    await screen.findByRole('button', { name: countdownLabel(60) });
    await pasteInto(user, code(), '123456');
    await pasteInto(user, password(), 'Abcdefg1');
    await pasteInto(user, confirm(), 'Abcdefg1');
    await pasteInto(user, invite(), 'AB12');
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('link', { name: `《${AGREEMENT.title}》` }));
    await user.click(await screen.findByRole('button', { name: BACK }));

    await screen.findByRole('heading', { name: strings.pages.signUp });
    expect(phone()).toHaveValue('13800138000');
    expect(code()).toHaveValue('123456');
    expect(password()).toHaveValue('Abcdefg1');
    expect(confirm()).toHaveValue('Abcdefg1');
    expect(invite()).toHaveValue('AB12');
    expect(await screen.findByRole('checkbox')).toBeChecked();
    // The code's countdown goes on rather than offering a send the API would refuse.
    expect(screen.getByRole('button', { name: countingDown })).toBeDisabled();
    // The passwords never reach storage.
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('Abcdefg1');
    // The code was requested before: confirming does not ask for it again.
    await user.click(submit());
    expect(await screen.findByText(landedAt(LANDED.signEmail), { exact: false })).toBeInTheDocument();
    expect(api.callsTo(SEND_CODE)).toHaveLength(1);
  });

  it('forgets the passwords when the user leaves for another screen than the agreement', async () => {
    const { user } = await openSignUp();
    await pasteInto(user, phone(), '13800138000');
    await pasteInto(user, password(), 'Abcdefg1');
    await pasteInto(user, confirm(), 'Abcdefg1');
    await user.click(screen.getByRole('link', { name: signUpStrings.toSignIn }));
    await user.click(await screen.findByRole('button', { name: BACK }));

    await screen.findByRole('heading', { name: strings.pages.signUp });
    expect(phone()).toHaveValue('13800138000');
    expect(password()).toHaveValue('');
    expect(confirm()).toHaveValue('');
  });
});
