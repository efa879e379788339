import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { completeSignIn, noticesAtom, portalStore, strings, countdownLabel } from '@portal/shared';
import { renderWithPortal, pasteInto } from '@portal/shared/testing';
import { createStore } from 'jotai';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { ForgetPasswordPage } from '../forget-password-page';
import { forgetPasswordStrings } from '../strings';
import { fieldStrings } from '../../../forms/strings';
import { shellStrings } from '../../../shell/auth-strings';

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
    expect(await screen.findByRole('heading', { name: strings.pages.forgetPassword })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: strings.auth.phoneTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: fieldStrings.phone.label })).toHaveAccessibleDescription('+86');
    expect(screen.getByRole('button', { name: strings.auth.next })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: strings.auth.emailTab }));
    expect(screen.getByRole('tab', { name: strings.auth.emailTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: fieldStrings.email.label })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: strings.auth.sendLink })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: strings.auth.next })).not.toBeInTheDocument();
  });

  it("puts the selected tab's form inside its labelled tab panel", async () => {
    renderPage();
    const panel = await screen.findByRole('tabpanel', { name: fieldStrings.phone.label });
    expect(within(panel).getByRole('textbox', { name: fieldStrings.phone.label })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: strings.auth.next })).toBeInTheDocument();
  });

  it('keeps what was typed in each tab when switching', async () => {
    const { user } = renderPage();
    await pasteInto(user, await screen.findByRole('textbox', { name: fieldStrings.phone.label }), '13800138000');
    await user.click(screen.getByRole('tab', { name: strings.auth.emailTab }));
    await pasteInto(user, screen.getByRole('textbox', { name: fieldStrings.email.label }), 'demo@example.com');
    await user.click(screen.getByRole('tab', { name: strings.auth.phoneTab }));
    expect(screen.getByRole('textbox', { name: fieldStrings.phone.label })).toHaveValue('13800138000');
    await user.click(screen.getByRole('tab', { name: strings.auth.emailTab }));
    expect(screen.getByRole('textbox', { name: fieldStrings.email.label })).toHaveValue('demo@example.com');
  });

  it('checks the phone on Next with the spec messages and sends nothing while it fails', async () => {
    const { user } = renderPage();
    const next = await screen.findByRole('button', { name: strings.auth.next });
    await user.click(next);
    expect(screen.getByRole('textbox', { name: fieldStrings.phone.label })).toHaveAccessibleDescription(
      `+86 ${strings.validation.required}`,
    );

    await pasteInto(user, screen.getByRole('textbox', { name: fieldStrings.phone.label }), '12345678901');
    await user.click(next);
    expect(screen.getByRole('textbox', { name: fieldStrings.phone.label })).toHaveAccessibleDescription(
      `+86 ${strings.validation.phoneFormat}`,
    );
    expect(api.callsTo(CODE)).toHaveLength(0);
  });

  it('accepts digits only, at most 11', async () => {
    const { user } = renderPage();
    const phone = await screen.findByRole('textbox', { name: fieldStrings.phone.label });
    await user.type(phone, '138a-0013 80001234');
    expect(phone).toHaveValue('13800138000');
  });

  it('sends the SMS code for the phone and goes on to the code check with the phone', async () => {
    const { user } = renderPage();
    await pasteInto(user, await screen.findByRole('textbox', { name: fieldStrings.phone.label }), '13800138000');
    await user.click(screen.getByRole('button', { name: strings.auth.next }));

    expect(await screen.findByText('landed on /change-password-check {"phone":"13800138000"}')).toBeInTheDocument();
    expect(api.callsTo(CODE).map((call) => call.body)).toEqual([
      { phone_info: { phone: '13800138000', phone_prefix: '86' } },
    ]);
  });

  it('stays with the number typed when the code cannot be sent', async () => {
    api.on(CODE, { networkError: true });
    const { user } = renderPage();
    await pasteInto(user, await screen.findByRole('textbox', { name: fieldStrings.phone.label }), '13800138000');
    await user.click(screen.getByRole('button', { name: strings.auth.next }));

    expect(await screen.findByText(strings.api.networkWrite)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: fieldStrings.phone.label })).toHaveValue('13800138000');
    expect(screen.getByRole('button', { name: strings.auth.next })).toBeEnabled();
  });

  it('checks the e-mail, sends the link and then shows the inbox message, a waiting resend and a way back', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: strings.auth.emailTab }));
    await user.click(screen.getByRole('button', { name: strings.auth.sendLink }));
    expect(screen.getByRole('textbox', { name: fieldStrings.email.label })).toHaveAccessibleDescription(
      strings.validation.email,
    );
    expect(api.callsTo(CODE)).toHaveLength(0);

    await pasteInto(user, screen.getByRole('textbox', { name: fieldStrings.email.label }), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: strings.auth.sendLink }));

    const notice = await screen.findByText(strings.auth.checkInbox);
    expect(notice).toHaveFocus();
    expect(api.callsTo(CODE).map((call) => call.body)).toEqual([{ email: 'demo@example.com' }]);
    expect(screen.getByRole('button', { name: countdownLabel(60) })).toBeDisabled();
    expect(screen.getByRole('link', { name: forgetPasswordStrings.backToSignIn })).toHaveAttribute('href', '/sign-in');

    await user.click(screen.getByRole('button', { name: forgetPasswordStrings.otherEmail }));
    expect(screen.getByRole('textbox', { name: fieldStrings.email.label })).toHaveValue('demo@example.com');
  });

  it('keeps the e-mail form and the address when the link cannot be sent', async () => {
    api.on(CODE, { networkError: true });
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: strings.auth.emailTab }));
    await pasteInto(user, screen.getByRole('textbox', { name: fieldStrings.email.label }), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: strings.auth.sendLink }));

    expect(await screen.findByText(strings.api.networkWrite)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: fieldStrings.email.label })).toHaveValue('demo@example.com');
    expect(screen.queryByText(strings.auth.checkInbox)).not.toBeInTheDocument();
  });

  describe('with ?type=FORGET_TRX_PASSWORD', () => {
    it('resets the transaction password by e-mail only and sends the type with the address', async () => {
      const { user } = renderPage('/forget-password?type=FORGET_TRX_PASSWORD');
      expect(await screen.findByRole('heading', { name: strings.auth.resetTransactionPassword })).toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: fieldStrings.phone.label })).not.toBeInTheDocument();

      await pasteInto(user, screen.getByRole('textbox', { name: fieldStrings.email.label }), 'demo@example.com');
      await user.click(screen.getByRole('button', { name: strings.auth.sendLink }));

      expect(await screen.findByText(strings.auth.checkInbox)).toBeInTheDocument();
      expect(api.callsTo(CODE).map((call) => call.body)).toEqual([
        { email: 'demo@example.com', type: 'FORGET_TRX_PASSWORD' },
      ]);
      expect(screen.getByRole('link', { name: forgetPasswordStrings.backToSignIn })).toHaveAttribute(
        'href',
        '/sign-in',
      );
    });

    it('leads back to the settings screen when signed in', async () => {
      const store = createStore();
      completeSignIn('token-1', store);
      const { user } = renderPage('/forget-password?type=FORGET_TRX_PASSWORD', store);
      await user.click(await screen.findByRole('button', { name: shellStrings.back }));
      expect(screen.getByText('landed on /settings null')).toBeInTheDocument();
    });
  });

  it('has a back arrow to /sign-in', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: shellStrings.back }));
    expect(screen.getByText('landed on /sign-in null')).toBeInTheDocument();
  });
});

describe('the e-mail resend', () => {
  it('sends the link again once the 60 s wait is over', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderPage();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('tab', { name: strings.auth.emailTab }));
      await pasteInto(user, screen.getByRole('textbox', { name: fieldStrings.email.label }), 'demo@example.com');
      await user.click(screen.getByRole('button', { name: strings.auth.sendLink }));
      expect(await screen.findByRole('button', { name: countdownLabel(60) })).toBeDisabled();

      act(() => jest.advanceTimersByTime(60_000));
      const again = await screen.findByRole('button', { name: forgetPasswordStrings.sendAgain });
      await user.click(again);
      expect(await screen.findByRole('button', { name: countdownLabel(60) })).toBeDisabled();
      expect(api.callsTo(CODE)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
