import type { MessageType, Page, StationMessage } from '@portal/shared/contract';

export interface MergeInput {
  /** Live arrivals, newest first, of every type. */
  arrivals: readonly StationMessage[];
  /** The server's pages of the tab, in order. */
  pages: readonly Page<StationMessage>[];
  /** Messages marked read on this page whose pages may still say unread. */
  readIds: ReadonlySet<string>;
  type: MessageType | undefined;
}

/**
 * The rows of a tab: arrivals the server pages do not hold yet on top, then the pages, each message
 * once (a message that arrived shifts the server's pages by one, so the next page repeats one).
 * Returns the rows and how many arrivals the server's total does not count yet.
 */
export function mergeMessages({ arrivals, pages, readIds, type }: MergeInput) {
  const seen = new Set<string>();
  const rows: StationMessage[] = [];
  const add = (message: StationMessage) => {
    if (seen.has(message.id)) return;
    seen.add(message.id);
    rows.push(message.read || !readIds.has(message.id) ? message : { ...message, read: true });
  };
  const listed = new Set(pages.flatMap((page) => page.list.map((message) => message.id)));
  const fresh = arrivals.filter((message) => (!type || message.type === type) && !listed.has(message.id));
  fresh.forEach(add);
  pages.forEach((page) => page.list.forEach(add));
  return { rows, uncounted: fresh.length };
}
