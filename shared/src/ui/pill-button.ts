import styled from 'styled-components';

/** A small rounded button for a light action beside the content: a chip, a language switch, 全部关闭. */
export const PillButton = styled.button`
  display: inline-flex;
  gap: 6px;
  align-items: center;
  min-height: 32px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 16px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.accent};
  }
`;
