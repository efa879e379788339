import styled from 'styled-components';
import { PillButton } from '@portal/shared';

/** The stack's landmark, in the layout's floating dock above the batch widget; the dock's width. */
export const Region = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  width: 100%;
`;

/**
 * The notices, each placed at its offset; its height (set inline) makes room for the ones shown.
 * Expanded, it scrolls within at most 45% of the screen's height, so it never fills a phone.
 * Collapsed over hidden notices, the edge of a second card peeks out below the newest.
 */
export const Stack = styled.ul<{ $deck: boolean; $expanded: boolean }>`
  position: relative;
  width: 100%;
  max-height: ${({ $expanded }) => ($expanded ? '45vh' : 'none')};
  margin: 0;
  padding: 0;
  overflow-y: ${({ $expanded }) => ($expanded ? 'auto' : 'visible')};
  list-style: none;

  &::before {
    content: '';
    display: ${({ $deck }) => ($deck ? 'block' : 'none')};
    position: absolute;
    top: 8px;
    right: 10px;
    left: 10px;
    height: 72px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: 0 6px 24px rgb(0 0 0 / 12%);
  }
`;

/** 还有 N 条提醒 / 收起 and 全部关闭, under the notices. */
export const Controls = styled.div`
  display: flex;
  gap: 8px;
`;

export const ControlButton = styled(PillButton)`
  box-shadow: 0 2px 8px rgb(0 0 0 / 10%);
`;

/** One notice; its top offset comes inline (position × 80 px), 72 px tall so 8 px stay between. */
export const Item = styled.li<{ $tone: 'success' | 'failure' }>`
  position: absolute;
  z-index: 1;
  right: 0;
  left: 0;
  display: flex;
  align-items: stretch;
  height: 72px;
  overflow: hidden;
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.accent : theme.color.danger)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 6px 24px rgb(0 0 0 / 12%);
  transition: top 0.2s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Open = styled.button`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 12px;
  min-width: 0;
  padding: 0 4px 0 14px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: -2px;
  }
`;

export const Icon = styled.span<{ $tone: 'success' | 'failure' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accentTint};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.accent : theme.color.danger)};
`;

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: 2px;
`;

export const Title = styled.span`
  overflow: hidden;
  font-size: 14px;
  font-weight: 600;
  line-height: 20px;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Meta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 12px;
  line-height: 18px;
`;

/** 44 px wide: a comfortable touch target on a phone. */
export const Close = styled.button`
  flex: none;
  width: 44px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: -2px;
  }
`;
