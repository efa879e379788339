import { screen } from '@testing-library/react';
import { CountBadge } from '../badge';
import { renderWithTheme } from './render-with-theme';

/** The test's own texts, which it gives the component. */
const SUFFIX = '条未读';
const LINK_TEXT = '消息中心';

describe('CountBadge', () => {
  it.each([0, -3, Number.NaN])('renders nothing at %p', (count) => {
    const { container } = renderWithTheme(<CountBadge count={count} suffix={SUFFIX} />);
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
        <CountBadge count={count} suffix={SUFFIX} />
      </a>,
    );
    expect(screen.getByRole('link', { name: `${text} ${SUFFIX}` })).toHaveTextContent(text);
  });

  it('names the link it sits in with what the eye sees in it', () => {
    renderWithTheme(
      <a href="/information-center">
        {LINK_TEXT} <CountBadge count={5} suffix={SUFFIX} />
      </a>,
    );
    expect(screen.getByRole('link', { name: `${LINK_TEXT} 5 ${SUFFIX}` })).toBeInTheDocument();
  });
});
