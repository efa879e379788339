import styled from 'styled-components';

/** A card's name shown under (or beside) its masked number, quieter than the number. */
export const CardNicknameNote = styled.span`
  display: block;
  max-width: 16em;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
  overflow-wrap: anywhere;
`;
