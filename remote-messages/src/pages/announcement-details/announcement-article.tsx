import { formatDateTime } from '@portal/shared/signed-in';
import styled from 'styled-components';
import type { Announcement } from '@portal/shared/contract';
import { ArticleHtml } from '@portal/shared/html';
import { Sheet } from './announcement-layout';
import { announcementStrings as t } from './strings';

const Header = styled.header`
  margin-bottom: 24px;
  padding-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h2`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.color.text};
  font-size: 20px;
  font-weight: 600;
  line-height: 1.4;
  overflow-wrap: anywhere;

  @media (max-width: 600px) {
    font-size: 18px;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

/** One announcement: its title under the page title, when it was posted, and its sanitised HTML. */
export function AnnouncementArticle({ announcement }: { announcement: Announcement }) {
  const { title, created_at, content } = announcement;
  return (
    <Sheet as="article" aria-labelledby="announcement-title">
      <Header>
        <Title id="announcement-title">{title}</Title>
        <Meta>
          {t.postedAt} <time dateTime={created_at}>{formatDateTime(created_at)}</time>
        </Meta>
      </Header>
      <ArticleHtml html={content} title={title} />
    </Sheet>
  );
}
