import { screen } from '@testing-library/react';
import { CountBadge } from '../badge';
import { renderWithTheme } from './render-with-theme';

describe('CountBadge', () => {
  it.each([0, -3, Number.NaN])('renders nothing at %p', (count) => {
    const { container } = renderWithTheme(<CountBadge count={count} label="未读消息" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('shows %p as %p, with the caller’s label for screen readers', (count, text) => {
    renderWithTheme(<CountBadge count={count} label={`未读消息 ${count} 条`} />);
    expect(screen.getByText(text)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(`未读消息 ${count} 条`)).toBeInTheDocument();
  });

  it('names the link it sits in', () => {
    renderWithTheme(
      <a href="/information-center">
        消息中心 <CountBadge count={5} label="未读消息 5 条" />
      </a>,
    );
    expect(screen.getByRole('link', { name: '消息中心 未读消息 5 条' })).toBeInTheDocument();
  });
});
