import { screen } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { FakeApi } from '@portal/shared/testing';
import { TEST_MERCHANT } from '../../testing/test-merchant';
import { copyrightLine } from '../copyright';
import { LoginShell } from '../login-shell';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => api.reset());

describe('the copyright line', () => {
  const now = new Date('2026-11-22T08:00:00Z');

  it('shows the version year alone when it is the current year', () => {
    expect(copyrightLine('2026', 'example.com', now)).toBe('© 2026 example.com 版权所有');
  });

  it('shows version-currentYear otherwise', () => {
    expect(copyrightLine('2019', 'example.com', now)).toBe('© 2019-2026 example.com 版权所有');
  });

  it('shows the website without its scheme', () => {
    expect(copyrightLine('2026', 'https://cards.example.com/', now)).toBe('© 2026 cards.example.com 版权所有');
  });
});

describe('the login shell', () => {
  it('shows a spinner while the merchant loads, then the logo, the screen and the footer', async () => {
    api.on('GET /api/v1/merchant', { data: TEST_MERCHANT });
    renderWithPortal(
      <LoginShell title="登录" back="/">
        <p>表单</p>
      </LoginShell>,
    );
    expect(screen.getByRole('status', { name: '正在加载' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByText('表单')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: TEST_MERCHANT.title })).toHaveAttribute('src', TEST_MERCHANT.dark_logo);
    expect(screen.getByRole('link', { name: TEST_MERCHANT.icp })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    const year = new Date().getFullYear();
    expect(screen.getByText(`© 2020-${year} example.com 版权所有`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('still shows the screen when the merchant cannot be loaded', async () => {
    api.on('GET /api/v1/merchant', { code: 1002, message: '服务暂不可用', status: 500 });
    renderWithPortal(
      <LoginShell title="登录">
        <p>表单</p>
      </LoginShell>,
    );
    expect(await screen.findByText('表单')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
  });
});
