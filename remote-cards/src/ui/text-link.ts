import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A link that sits among text buttons in a row of actions, with their size and colour. */
export const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.accent};
  font-size: 15px;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.accentTint};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 2px;
  }
`;
