import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { StatusColor } from '@portal/shared/contract';

export interface StatusTagProps {
  /** The status's colour from the contract tables (CARD_STATUSES, CARD_TRANSACTION_STATUSES). */
  color: StatusColor;
  /** The status label, e.g. "使用中". */
  children: ReactNode;
  className?: string;
}

const Pill = styled.span<{ $color: StatusColor }>`
  display: inline-flex;
  align-items: center;
  height: 22px;
  padding: 0 8px;
  border-radius: 4px;
  background: ${({ theme, $color }) => theme.status[$color].background};
  color: ${({ theme, $color }) => theme.status[$color].text};
  font-size: 12px;
  line-height: 1;
  white-space: nowrap;
`;

/** A card or transaction status, coloured from the theme's status table (spec §4). */
export function StatusTag({ color, children, className }: StatusTagProps) {
  return (
    <Pill $color={color} className={className}>
      {children}
    </Pill>
  );
}
