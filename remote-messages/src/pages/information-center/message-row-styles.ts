import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export const Row = styled.li`
  position: relative;
  padding: 16px 4px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  &:hover {
    background: ${({ theme }) => theme.color.page};
  }
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
`;

/** The type's tag, as wide for 公告 as for 站内信, so the titles after it start at one place. */
export const TypeSlot = styled.span`
  display: inline-flex;
  flex: none;
  min-width: 52px;

  & > * {
    flex: 1;
    justify-content: center;
  }
`;

export const Title = styled.h2<{ $unread: boolean }>`
  flex: 1 1 200px;
  min-width: 0;
  margin: 0;
  font-size: 16px;
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  overflow-wrap: anywhere;
`;

/** The opener covers the whole row (its ::after), so a tap anywhere on the row opens the message. */
const opener = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: -2px;
  }
`;

export const ExpandButton = styled.button`
  ${opener}
`;

export const DetailsLink = styled(Link)`
  ${opener}
`;

/** The unread mark, in a slot every row keeps (empty when read) so the titles line up. */
export const UnreadDot = styled.span<{ $unread: boolean }>`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-right: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.dangerFill};
  visibility: ${({ $unread }) => ($unread ? 'visible' : 'hidden')};
  vertical-align: middle;
`;

export const Time = styled.time`
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
  font-variant-numeric: tabular-nums;

  @media (max-width: 600px) {
    flex-basis: 100%;
  }
`;

export const Excerpt = styled.p`
  display: -webkit-box;
  margin: 8px 0 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  line-height: 1.5;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

/** Above the row's opener, so links in the content can be followed and its text selected. */
export const Content = styled.div`
  position: relative;
  z-index: 1;
  margin-top: 12px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.accentTint};
  font-size: 14px;
  line-height: 1.7;
  overflow-wrap: anywhere;
  cursor: auto;

  & p {
    margin: 0 0 8px;
  }
  & img {
    max-width: 100%;
  }
`;
