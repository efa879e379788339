import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Link, Route, Routes } from 'react-router-dom';
import { completeSignIn, noticesAtom, portalStore, sessionAtom, strings } from '@portal/shared';
import { FakeApi, callRoute, renderWithPortal } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../../testing/test-merchant';
import { AgreementPage } from '../agreement-page';
import { agreementStrings } from '../strings';
import { shellStrings } from '../../../shell/auth-strings';

/** The agreement the server gives: its title, a clause and its text. */
const TITLE = '用户服务协议';
const CLAUSE = '第一条 总则';
const BODY = '欢迎使用本服务。';
/** The test's own link to the page, and what the routes it leaves for show. */
const OPEN = '看协议';
const AT = { signIn: '到达登录', signUp: '到达注册' };
const CLAUSE_TEXT = '条款正文';

// Agreement 7 only: a page that asks for another gets no answer, and fails.
const AGREEMENT = callRoute('agreement', { id: '7' });

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
  api.on(AGREEMENT, { data: { id: '7', title: TITLE, text: `<h2>${CLAUSE}</h2><p>${BODY}</p>` } });
  localStorage.clear();
  sessionStorage.clear();
});

/** Starts signed in at /start, which links to the agreement by navigation state or by query. */
async function openAgreement(how: { state: unknown } | { search: string }) {
  const store = createStore();
  completeSignIn('some-token', store);
  const user = userEvent.setup();
  const to = 'search' in how ? `/agreement${how.search}` : '/agreement';
  const state = 'state' in how ? how.state : undefined;
  const view = renderWithPortal(
    <Routes>
      <Route
        path="/start"
        element={
          <Link to={to} state={state}>
            {OPEN}
          </Link>
        }
      />
      <Route path="/agreement" element={<AgreementPage />} />
      <Route path="/sign-in" element={<p>{AT.signIn}</p>} />
      <Route path="/sign-up" element={<p>{AT.signUp}</p>} />
    </Routes>,
    { route: '/start', store },
  );
  await user.click(screen.getByRole('link', { name: OPEN }));
  return { user, ...view };
}

function expectSignedOut(store: ReturnType<typeof createStore>) {
  expect(store.get(sessionAtom)).toEqual({ isLogin: false, token: '' });
  expect(sessionStorage.getItem('token')).toBeNull();
}

describe('/agreement', () => {
  it('loads the agreement whose id is in navigation state, titled by it', async () => {
    await openAgreement({ state: { id: '7' } });
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: CLAUSE })).toBeInTheDocument();
    expect(screen.getByText(BODY)).toBeInTheDocument();
    expect(api.callsTo(AGREEMENT)).toHaveLength(1);
  });

  it('shows its title once when the text opens with it and the title wears book-title marks', async () => {
    api.on(AGREEMENT, { data: { id: '7', title: `《${TITLE}》`, text: `<h2>${TITLE}</h2><p>${BODY}</p>` } });
    await openAgreement({ state: { id: '7' } });
    expect(await screen.findByRole('heading', { level: 1, name: `《${TITLE}》` })).toBeInTheDocument();
    expect(screen.getByText(BODY)).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('shows a spinner and the default title while the agreement loads', async () => {
    // Hold the agreement's answer until the loading state has been seen.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const realFetch = globalThis.fetch;
    const held = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input).includes('/user-agreement/')) await gate;
      return realFetch(input, init);
    });
    try {
      await openAgreement({ state: { id: '7' } });
      expect(await screen.findByRole('status', { name: agreementStrings.loading })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: strings.pages.agreement })).toBeInTheDocument();
      release();
      expect(await screen.findByText(BODY)).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: agreementStrings.loading })).not.toBeInTheDocument();
    } finally {
      held.mockRestore();
    }
  });

  it('goes back one step when the id came in navigation state', async () => {
    const { user } = await openAgreement({ state: { id: '7' } });
    await screen.findByText(BODY);
    await user.click(screen.getByRole('button', { name: shellStrings.back }));
    expect(await screen.findByRole('link', { name: OPEN })).toBeInTheDocument();
  });

  it('loads the agreement whose id is in the query, and goes back to /sign-up', async () => {
    const { user } = await openAgreement({ search: '?id=7' });
    expect(await screen.findByText(BODY)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: shellStrings.back }));
    expect(await screen.findByText(AT.signUp)).toBeInTheDocument();
  });

  it('without an id clears the session and goes to /sign-in', async () => {
    const { store } = await openAgreement({ search: '' });
    expect(await screen.findByText(AT.signIn)).toBeInTheDocument();
    expectSignedOut(store);
    expect(api.calls.filter((call) => call.path.startsWith('/api/v1/merchant/user-agreement'))).toHaveLength(0);
  });

  it.each([
    ['an empty text', { id: '7', title: '用户服务协议', text: '' }],
    ['no agreement', null],
  ])('with %s clears the session and goes to /sign-in', async (_case, data) => {
    api.on(AGREEMENT, { data });
    const { store } = await openAgreement({ state: { id: '7' } });
    expect(await screen.findByText(AT.signIn)).toBeInTheDocument();
    expectSignedOut(store);
  });

  it('with an id the server does not know (1004) clears the session and goes to /sign-in', async () => {
    api.on(AGREEMENT, { code: 1004, message: '请求的资源不存在', status: 404 });
    portalStore.set(noticesAtom, []);
    const { store } = await openAgreement({ search: '?id=7' });
    expect(await screen.findByText(AT.signIn)).toBeInTheDocument();
    expectSignedOut(store);
    // Leaving answers it: no 请求的资源不存在[1004] flashes on the way out.
    expect(portalStore.get(noticesAtom)).toEqual([]);
  });

  it('renders the text of hostile HTML without its script or event handlers', async () => {
    api.on(AGREEMENT, {
      data: {
        id: '7',
        title: '用户服务协议',
        text: `<p>${CLAUSE_TEXT}</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">`,
      },
    });
    const { container } = await openAgreement({ state: { id: '7' } });
    expect(await screen.findByText(CLAUSE_TEXT)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as Window & { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps the session when the agreement cannot be loaded, and offers a retry', async () => {
    api.on(AGREEMENT, { networkError: true });
    const { user, store } = await openAgreement({ state: { id: '7' } });
    expect(await screen.findByText(agreementStrings.loadFailed)).toBeInTheDocument();
    expect(screen.getByText(strings.api.networkRead)).toBeInTheDocument();
    expect(store.get(sessionAtom).isLogin).toBe(true);
    const retried = '重试后的正文';
    api.on(AGREEMENT, { data: { id: '7', title: TITLE, text: `<p>${retried}</p>` } });
    await user.click(screen.getByRole('button', { name: agreementStrings.retry }));
    expect(await screen.findByText(retried)).toBeInTheDocument();
  });
});
