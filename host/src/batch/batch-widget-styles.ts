import styled, { css, keyframes } from 'styled-components';
import type { BatchPhase } from './batch-memory';

/** In the layout's floating dock, under the pop-up notices: a pill, or a panel the dock's width when expanded. */
export const Widget = styled.section<{ $expanded: boolean }>`
  width: ${({ $expanded }) => ($expanded ? '100%' : 'auto')};
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ $expanded, theme }) => ($expanded ? theme.radius : '999px')};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 6px 24px rgb(0 0 0 / 12%);
  font-size: 14px;
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
`;

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: -2px;
  }
`;

export const Toggle = styled.button`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 8px;
  min-width: 0;
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-radius: inherit;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${focusRing}
`;

export const Label = styled.span`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Title = styled(Label)`
  font-weight: 600;
`;

export const Chevron = styled.span<{ $expanded: boolean }>`
  width: 8px;
  height: 8px;
  border-right: 2px solid ${({ theme }) => theme.color.textMuted};
  border-bottom: 2px solid ${({ theme }) => theme.color.textMuted};
  transform: translateY(${({ $expanded }) => ($expanded ? '-2px' : '2px')})
    rotate(${({ $expanded }) => ($expanded ? '45deg' : '-135deg')});
`;

const pulse = keyframes`50% { opacity: 0.35; }`;

export const Dot = styled.span<{ $phase: BatchPhase }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $phase, theme }) =>
    $phase === 'fail' ? theme.color.danger : $phase === 'success' ? theme.color.success : theme.color.accent};
  ${({ $phase }) =>
    $phase === 'pending' &&
    css`
      animation: ${pulse} 1.2s ease-in-out infinite;
    `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Close = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: inherit;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  ${focusRing}
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 4px 16px 16px;
`;

export const Text = styled.p`
  margin: 0;
  font-size: 15px;
`;

export const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: 4px;
  background: ${({ theme }) => theme.color.accentTint};
`;

export const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.accentLine};
  transition: width 0.3s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;
