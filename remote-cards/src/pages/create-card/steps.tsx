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

export type Step = keyof typeof text.createCard.steps;

/** Where the customer is in opening cards; the profile step shows only for a product that needs it. */
export function Steps({ current, withProfile = false }: { current: Step; withProfile?: boolean }) {
  const steps: Step[] = withProfile ? ['order', 'profile', 'verify'] : ['order', 'verify'];
  return (
    <nav aria-label={text.createCard.stepsLabel}>
      <List>
        {steps.map((step) => (
          <li key={step} aria-current={step === current ? 'step' : undefined}>
            {text.createCard.steps[step]}
          </li>
        ))}
      </List>
    </nav>
  );
}
