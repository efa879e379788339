import { screen } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../testing/test-merchant';
import { copyrightLine, websiteUrl } from '../copyright';
import { LoginShell } from '../login-shell';
import { shellStrings } from '../auth-strings';
import { strings } from '@portal/shared';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => api.reset());

describe("the merchant's website as an address to open", () => {
  it.each([
    ['example.com', 'https://example.com/'],
    [' https://cards.example.com/home ', 'https://cards.example.com/home'],
    ['http://example.com', 'http://example.com/'],
    ['', null],
    ['javascript:alert(1)', null],
    ['not a site', null],
  ])('reads %j as %j', (website, url) => expect(websiteUrl(website)).toBe(url));
});

describe('the copyright line', () => {
  const now = new Date('2026-11-22T08:00:00Z');

  it('shows the version year alone when it is the current year', () => {
    expect(copyrightLine('2026', 'example.com', now)).toBe(`© 2026 example.com ${strings.footer.rightsReserved}`);
  });

  it('shows version-currentYear otherwise', () => {
    expect(copyrightLine('2019', 'example.com', now)).toBe(`© 2019-2026 example.com ${strings.footer.rightsReserved}`);
  });

  it('shows the website without its scheme', () => {
    expect(copyrightLine('2026', 'https://cards.example.com/', now)).toBe(
      `© 2026 cards.example.com ${strings.footer.rightsReserved}`,
    );
  });
});

/** The screen the test puts in the shell: its title and its content. */
const TITLE = '登录';
const FORM = '表单';

describe('the login shell', () => {
  it('shows a spinner while the merchant loads, then the logo, the screen and the footer', async () => {
    api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
    renderWithPortal(
      <LoginShell title={TITLE} back="/">
        <p>{FORM}</p>
      </LoginShell>,
    );
    expect(screen.getByRole('status', { name: shellStrings.loadingMerchant })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByText(FORM)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: TEST_MERCHANT.title })).toHaveAttribute('src', TEST_MERCHANT.dark_logo);
    expect(screen.getByRole('link', { name: TEST_MERCHANT.icp })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    const year = new Date().getFullYear();
    expect(screen.getByText(`© 2020-${year} example.com ${strings.footer.rightsReserved}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: shellStrings.back })).toBeInTheDocument();
  });

  it('still shows the screen when the merchant cannot be loaded', async () => {
    api.on('GET /api/v1/merchant', { code: 1002, message: '服务暂不可用', status: 500 });
    renderWithPortal(
      <LoginShell title={TITLE}>
        <p>{FORM}</p>
      </LoginShell>,
    );
    expect(await screen.findByText(FORM)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: shellStrings.back })).not.toBeInTheDocument();
  });
});
