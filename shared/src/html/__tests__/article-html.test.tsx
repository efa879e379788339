import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '../../theme/theme';
import { ArticleHtml, underPageTitle } from '../article-html';

/** A heading of the test's own article. */
const CLAUSE = '条款';

describe('server HTML under the page title', () => {
  it('drops a first heading that repeats the title, so the title shows once', () => {
    expect(underPageTitle('<h1> 用户服务协议 </h1><p>欢迎使用。</p>', '用户服务协议')).toBe('<p>欢迎使用。</p>');
  });

  it('drops it too when the title comes in book-title marks and the heading without (the seeded agreements)', () => {
    expect(underPageTitle('<h2>用户服务协议</h2><p>欢迎使用。</p>', '《用户服务协议》')).toBe('<p>欢迎使用。</p>');
    expect(underPageTitle('<h2>User Service Agreement</h2><p>Hi.</p>', 'user service agreement')).toBe('<p>Hi.</p>');
  });

  it('keeps a first heading that says something else, as an h2: the page has one h1', () => {
    expect(underPageTitle('<h1>第一章 总则</h1><p>内容</p><h1>第二章</h1>', '用户服务协议')).toBe(
      '<h2>第一章 总则</h2><p>内容</p><h2>第二章</h2>',
    );
  });

  it('renders sanitised, with no h1 of its own', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme()}>
        <ArticleHtml html={`<h1>协议</h1><h1 onclick="x()">${CLAUSE}</h1><script>alert(1)</script>`} title="协议" />
      </ThemeProvider>,
    );
    expect(container.querySelector('h1')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|script/);
    expect(container.querySelector('h2')).toHaveTextContent(CLAUSE);
  });
});
