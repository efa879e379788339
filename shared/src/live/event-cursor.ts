import { LAST_EVENT_ID_HEADER } from '@portal/shared/contract';

/**
 * Where the page's data stand in the live events: the earliest last-event id among the signed-in
 * answers read since the stream last opened (each answer gives the one of its moment). The stream's
 * first connection asks to replay after it, so an event that came after the data and before the
 * stream opened still reaches the page.
 */
let earliest = Infinity;

/** Notes the last-event id an answer gives (in its header), if it has one. */
export function noteEventCursor(headers: Headers): void {
  // No header, or not a number: NaN, which is never less.
  const id = Number(headers.get(LAST_EVENT_ID_HEADER) ?? NaN);
  if (id < earliest) earliest = id;
}

/** The earliest id noted since the last take, for a stream's first connection; noting starts afresh. */
export function takeEventCursor(): string | undefined {
  const taken = earliest;
  earliest = Infinity;
  return taken < Infinity ? String(taken) : undefined;
}
