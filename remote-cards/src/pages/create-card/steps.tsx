import styled from 'styled-components';
import { cardStrings as text } from '../../strings';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  font-size: 14px;

  & li {
    display: flex;
    gap: 8px;
    align-items: center;
    color: ${({ theme }) => theme.color.textMuted};
    counter-increment: step;
  }
  & li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border: 1px solid currentColor;
    border-radius: 50%;
    font-size: 13px;
  }
  & li[aria-current='step'] {
    color: ${({ theme }) => theme.color.accent};
    font-weight: 600;
  }
`;

/** Where the customer is in opening cards. */
export function Steps({ current }: { current: number }) {
  return (
    <nav aria-label={text.createCard.stepsLabel}>
      <List>
        {text.createCard.steps.map((step, index) => (
          <li key={step} aria-current={index === current ? 'step' : undefined}>
            {step}
          </li>
        ))}
      </List>
    </nav>
  );
}
