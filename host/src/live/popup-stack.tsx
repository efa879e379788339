import { useCallback, useEffect, useRef } from 'react';
import { VisuallyHidden } from '@portal/shared';
import { PopupNotice } from './popup-notice';
import { focusPageHeading } from '../routes/route-focus';
import { noticeOffset } from './notice-rules';
import { CloseAll, Region, Stack } from './popup-notice-styles';
import { liveStrings } from './strings';
import { useOpenMessage } from './use-open-message';
import { usePopupNotices } from './use-popup-notices';

/** The stacked notices and the polite announcement of each arrival. */
export function PopupStack() {
  const { notices, announcement, remove, clear } = usePopupNotices();
  const region = useRef<HTMLElement>(null);
  const openMessage = useOpenMessage();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** After a close, focus goes to the notice that took its place (or the one above), not to the page top. */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [notices]);

  const close = useCallback(
    (id: string) => {
      const index = notices.findIndex((item) => item.id === id);
      const rest = notices.filter((item) => item.id !== id);
      const next = rest[Math.min(index, rest.length - 1)];
      const hadFocus = buttons.current.get(id)?.parentElement?.contains(document.activeElement) ?? false;
      remove(id);
      if (hadFocus && next) focusNext.current = next.id;
    },
    [notices, remove],
  );

  const closeAll = useCallback(() => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    clear();
    // The stack is gone: reading goes on from the page's heading, not from the top of the document.
    if (hadFocus) focusPageHeading();
  }, [clear]);

  const open = useCallback(
    (id: string) => {
      remove(id);
      openMessage(id);
    },
    [openMessage, remove],
  );

  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {notices.length > 0 && (
        <Region ref={region} aria-label={liveStrings.stackLabel}>
          <Stack aria-label={liveStrings.stackLabel} style={{ height: noticeOffset(notices.length) }}>
            {notices.map((notice, position) => (
              <PopupNotice
                key={notice.id}
                notice={notice}
                position={position}
                onOpen={open}
                onClose={close}
                openRef={(button) => {
                  if (button) buttons.current.set(notice.id, button);
                  else buttons.current.delete(notice.id);
                }}
              />
            ))}
          </Stack>
          {notices.length > 1 && (
            <CloseAll type="button" onClick={closeAll}>
              {liveStrings.closeAll}
            </CloseAll>
          )}
        </Region>
      )}
    </>
  );
}
