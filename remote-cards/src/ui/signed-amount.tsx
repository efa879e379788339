import type { ReactNode } from 'react';
import styled from 'styled-components';
import { compareDecimals } from '@portal/shared/money';

export type MoneySign = -1 | 0 | 1;

/** The sign of a decimal string; 0 for what is not a number. */
export function moneySign(value: string): MoneySign {
  try {
    return compareDecimals(value, '0');
  } catch {
    return 0;
  }
}

const Shown = styled.span<{ $sign: MoneySign }>`
  color: ${({ theme, $sign }) =>
    $sign > 0 ? theme.status.green.text : $sign < 0 ? theme.status.red.text : theme.color.text};
  font-weight: 500;
`;

/** Money in (green) or out (red); the text carries its sign too, so colour is not the only cue. */
export function SignedAmount({ sign, children }: { sign: MoneySign; children: ReactNode }) {
  return <Shown $sign={sign}>{children}</Shown>;
}
