import { useCallback, useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@portal/shared';
import { PopupNotice } from './popup-notice';
import { focusPageHeading } from '../routes/route-focus';
import { COLLAPSED_NOTICES, noticeOffset } from './notice-rules';
import { ControlButton, Controls, Region, Stack } from './popup-notice-styles';
import { liveStrings } from './strings';
import { useOpenMessage } from './use-open-message';
import { usePopupNotices } from './use-popup-notices';

/**
 * The stacked notices and the polite announcement of each arrival. Collapsed (the default), only the
 * newest shows and a button counts the others; expanded, all of them show, 80 px apart.
 */
export function PopupStack() {
  const { notices, announcement, remove, clear } = usePopupNotices();
  const [expanded, setExpanded] = useState(false);
  const region = useRef<HTMLElement>(null);
  const openMessage = useOpenMessage();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** After a close, focus goes to the notice that took its place (or the one above), not to the page top. */
  const focusNext = useRef<string | null>(null);
  // The stack collapses again once nothing is left to expand (folded in while rendering).
  if (expanded && notices.length <= COLLAPSED_NOTICES) setExpanded(false);
  const shown = expanded ? notices : notices.slice(0, COLLAPSED_NOTICES);
  const more = notices.length - shown.length;

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
          <Stack
            aria-label={liveStrings.stackLabel}
            $deck={more > 0}
            $expanded={expanded}
            style={{ height: noticeOffset(shown.length) }}
          >
            {shown.map((notice, position) => (
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
            <Controls>
              {notices.length > COLLAPSED_NOTICES && (
                <ControlButton type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
                  {expanded ? liveStrings.showFewer : liveStrings.showMore(more)}
                </ControlButton>
              )}
              <ControlButton type="button" onClick={closeAll}>
                {liveStrings.closeAll}
              </ControlButton>
            </Controls>
          )}
        </Region>
      )}
    </>
  );
}
