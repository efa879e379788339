import type { StationMessageEvent } from '@portal/shared/contract';

/** At most this many pop-up notices are stacked; the newest win (spec §2, §9). */
export const MAX_NOTICES = 5;
/**
 * Collapsed, the stack shows this many notices (the newest) and counts the rest on a button that
 * expands it, so the notices never stand over a page's controls unasked.
 */
export const COLLAPSED_NOTICES = 1;
/** Each notice sits this far below the one before it (spec §9). */
export const NOTICE_OFFSET_PX = 80;
/** A title longer than this many characters is cut and ends with an ellipsis (spec §2, §9). */
export const TITLE_MAX_CHARS = 15;

/** One pop-up notice: the message it announces. */
export interface PopupNotice {
  id: string;
  title: string;
  type: string;
  content: string;
  /** The text 'success' means success (spec §3). */
  status: string;
}

/** The title cut to 15 characters plus …; counted by code point, so an emoji counts once. */
export function truncateTitle(title: string): string {
  const chars = Array.from(title);
  return chars.length > TITLE_MAX_CHARS ? `${chars.slice(0, TITLE_MAX_CHARS).join('')}…` : title;
}

/** The top offset of the notice at `position` (0 is the newest). */
export const noticeOffset = (position: number): string => `${position * NOTICE_OFFSET_PX}px`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The notice of a stream event, or null when it has no id to mark read. The stream forwards any
 * JSON object, so each field is checked rather than trusted.
 */
export function toNotice(event: StationMessageEvent): PopupNotice | null {
  const id = typeof event.id === 'number' ? String(event.id) : text(event.id);
  if (!id) return null;
  return {
    id,
    title: text(event.title),
    type: text(event.type),
    content: text(event.content),
    status: text(event.status),
  };
}

/** Puts `notice` on top, drops an older copy of the same message, keeps the newest five. */
export function addNotice(notices: readonly PopupNotice[], notice: PopupNotice): PopupNotice[] {
  return [notice, ...notices.filter((item) => item.id !== notice.id)].slice(0, MAX_NOTICES);
}
