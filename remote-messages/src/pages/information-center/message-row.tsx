import { memo, useId, useMemo, useState } from 'react';
import { PATHS, VisuallyHidden } from '@portal/shared';
import { formatDateTime, StatusTag } from '@portal/shared/signed-in';
import type { StationMessage } from '@portal/shared/contract';
import { SafeHtml } from '@portal/shared/html';
import { messageExcerpt } from './message-text';
import * as S from './message-row-styles';
import { informationCenterStrings as text } from './strings';

interface Props {
  message: StationMessage;
  /** Called when the user opens the message (before an announcement's page is shown). */
  onOpen: (message: StationMessage) => void;
}

/** The details page of an announcement. */
export const announcementPath = (id: string) => `${PATHS.announcementDetails}?id=${encodeURIComponent(id)}`;

/** One message: a station message expands in place, an announcement opens its details page. Memoised: long lists re-render often. */
export const MessageRow = memo(function MessageRow({ message, onOpen }: Props) {
  const [expanded, setExpanded] = useState(false);
  const excerpt = useMemo(() => messageExcerpt(message.content), [message.content]);
  const openerId = useId();
  const contentId = `${openerId}-content`;
  const unread = !message.read;

  const label = (
    <>
      {/* The dot's slot is kept on read rows too, so a title starts at the same place either way. */}
      <S.UnreadDot aria-hidden="true" $unread={unread} />
      {unread && <VisuallyHidden>{text.unread}</VisuallyHidden>}
      {message.title}
    </>
  );

  return (
    <S.Row>
      <S.Head>
        <S.TypeSlot>
          <StatusTag color={message.type === 'ANNOUNCEMENT' ? 'gold' : 'default'}>{text.type[message.type]}</StatusTag>
        </S.TypeSlot>
        <S.Title $unread={unread}>
          {message.type === 'ANNOUNCEMENT' ? (
            <S.DetailsLink id={openerId} to={announcementPath(message.id)} onClick={() => onOpen(message)}>
              {label}
            </S.DetailsLink>
          ) : (
            <S.ExpandButton
              id={openerId}
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? contentId : undefined}
              onClick={() => {
                if (!expanded) onOpen(message);
                setExpanded(!expanded);
              }}
            >
              {label}
            </S.ExpandButton>
          )}
        </S.Title>
        <S.Time dateTime={message.created_at}>{formatDateTime(message.created_at)}</S.Time>
      </S.Head>
      {expanded ? (
        <S.Content id={contentId} role="region" aria-labelledby={openerId}>
          <SafeHtml html={message.content} />
        </S.Content>
      ) : (
        excerpt && <S.Excerpt>{excerpt}</S.Excerpt>
      )}
    </S.Row>
  );
});
