import { useId, type Ref } from 'react';
import { noticeOffset, truncateTitle, type PopupNotice as Notice } from './notice-rules';
import { Close, Icon, Item, Meta, Open, Text, Title } from './popup-notice-styles';
import { liveStrings, typeLabel } from './strings';

interface Props {
  notice: Notice;
  /** 0 is the newest, on top. */
  position: number;
  onOpen: (id: string) => void;
  onClose: (id: string) => void;
  /** The open button, so the stack can move focus after a close. */
  openRef: Ref<HTMLButtonElement>;
}

function BellIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** One pop-up notice: the cut title opens it, the × dismisses it; Escape dismisses it too. */
export function PopupNotice({ notice, position, onOpen, onClose, openRef }: Props) {
  const titleId = useId();
  const tone = notice.status === 'success' ? 'success' : 'failure';
  const shown = truncateTitle(notice.title);
  return (
    <Item
      $tone={tone}
      style={{ top: noticeOffset(position) }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(notice.id);
      }}
    >
      <Open
        ref={openRef}
        type="button"
        title={shown === notice.title ? undefined : notice.title}
        onClick={() => onOpen(notice.id)}
      >
        <Icon $tone={tone}>
          <BellIcon />
        </Icon>
        <Text>
          <Title id={titleId}>{shown}</Title>
          <Meta>{typeLabel(notice.type)}</Meta>
        </Text>
      </Open>
      <Close type="button" aria-label={liveStrings.close} aria-describedby={titleId} onClick={() => onClose(notice.id)}>
        <span aria-hidden="true">×</span>
      </Close>
    </Item>
  );
}
