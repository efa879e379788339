import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { StatusColor } from '@portal/shared/contract';

/** What a status colour means, drawn as a shape too, so no status is told by colour alone. */
type StatusMeaning = 'settled' | 'moving' | 'stopped' | 'ended';

const MEANING: Record<StatusColor, StatusMeaning> = {
  green: 'settled',
  lime: 'moving',
  gold: 'moving',
  red: 'stopped',
  default: 'ended',
};

/** A filled disc (in use, done), a half-filled ring (on its way), a square (frozen, failed), a ring (ended). */
const SHAPES: Record<StatusMeaning, ReactElement> = {
  settled: <circle cx="6" cy="6" r="5" fill="currentColor" />,
  moving: (
    <>
      <circle cx="6" cy="6" r="4.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M6 1.75a4.25 4.25 0 0 1 0 8.5z" fill="currentColor" />
    </>
  ),
  stopped: <rect x="1.5" y="1.5" width="9" height="9" rx="1" fill="currentColor" />,
  ended: <circle cx="6" cy="6" r="4.25" fill="none" stroke="currentColor" strokeWidth="1.5" />,
};

const Mark = styled.svg<{ $color: StatusColor }>`
  flex: none;
  width: 12px;
  height: 12px;
  margin-right: 4px;
  color: ${({ theme, $color }) => theme.status[$color].text};
`;

/** The shape of a status beside its label, in the status's colour; the label says it in words. */
export function StatusMark({ color }: { color: StatusColor }) {
  return (
    <Mark $color={color} viewBox="0 0 12 12" aria-hidden="true" focusable="false" data-meaning={MEANING[color]}>
      {SHAPES[MEANING[color]]}
    </Mark>
  );
}
