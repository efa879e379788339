import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

/** Counts above this show as "99+" (spec §2, §9). */
export const BADGE_MAX = 99;

export interface CountBadgeProps {
  count: number;
  /** What screen readers hear after the number, e.g. "条未读": the name keeps the visible "99+" (WCAG 2.5.3). */
  suffix: string;
  className?: string;
}

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.color.dangerFill};
  color: ${({ theme }) => theme.color.onDangerFill};
  font-size: 12px;
  font-weight: 600;
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

/** The text a count shows, or null when the badge is hidden (0, negative or not a number). */
export function badgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/** The unread badge of the bell: the number as shown, then the caller's suffix for screen readers. */
export function CountBadge({ count, suffix, className }: CountBadgeProps) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <Pill className={className}>
      {text}
      <VisuallyHidden> {suffix}</VisuallyHidden>
    </Pill>
  );
}
