import styled from 'styled-components';

export const Button = styled.button`
  min-height: 40px;
  padding: 0 20px;
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font: inherit;
  font-size: 15px;
  cursor: pointer;

  &:hover {
    filter: brightness(1.05);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
