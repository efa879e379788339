import { screen } from '@testing-library/react';
import { CountBadge } from '../badge';
import { renderWithTheme } from './render-with-theme';

describe('CountBadge', () => {
  it.each([0, -3, Number.NaN])('renders nothing at %p', (count) => {
    const { container } = renderWithTheme(<CountBadge count={count} suffix="条未读" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('shows %p as %p, and screen readers hear that text with the suffix', (count, text) => {
    renderWithTheme(
      <a href="/information-center">
        <CountBadge count={count} suffix="条未读" />
      </a>,
    );
    expect(screen.getByRole('link', { name: `${text} 条未读` })).toHaveTextContent(text);
  });

  it('names the link it sits in with what the eye sees in it', () => {
    renderWithTheme(
      <a href="/information-center">
        消息中心 <CountBadge count={5} suffix="条未读" />
      </a>,
    );
    expect(screen.getByRole('link', { name: '消息中心 5 条未读' })).toBeInTheDocument();
  });
});
