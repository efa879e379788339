import styled from 'styled-components';

// The parts of the Dialog, kept apart so dialog.tsx reads as behaviour.

/** The backdrop is the theme's text colour, thinned, so the theme stays the only source of colours. */
export const Root = styled.dialog`
  width: min(480px, calc(100% - 32px));
  max-width: none;
  max-height: calc(100% - 32px);
  padding: 0;
  overflow: auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};

  &::backdrop {
    background: color-mix(in srgb, ${({ theme }) => theme.color.text} 45%, transparent);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 16px 8px 0 20px;
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 17px;
  font-weight: 600;
`;

export const Close = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
  }
`;

export const Body = styled.div`
  padding: 16px 20px 20px;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  padding: 0 20px 20px;
`;
