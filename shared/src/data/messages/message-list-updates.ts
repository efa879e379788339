import type { MessageType, Page, StationMessage } from '@portal/shared/contract';

/** One page of a list, as the server answered it and as the list holds it. */
export type MessagePage = Page<StationMessage>;

/** A list's loaded pages as useSWRInfinite holds them, the newest first. */
export type MessagePages = readonly MessagePage[];

/**
 * A change to the messages of a page of one list (全部 has no type): the same page back when
 * nothing on it changes.
 */
export type PageUpdate = (page: MessagePage, list: MessageType | undefined) => MessagePage;

/** `update` on each page of a list; the same pages back when none changes. */
export function updatePages(pages: MessagePages, list: MessageType | undefined, update: PageUpdate): MessagePages {
  const next = pages.map((page) => update(page, list));
  return next.some((page, index) => page !== pages[index]) ? next : pages;
}

/**
 * A message that has just arrived goes on top of the first page of 全部 and of its type's list,
 * counted in the total; a page that lists it already stays as it is.
 */
export const arrival =
  (message: StationMessage): PageUpdate =>
  (page, list) =>
    page.page !== 1 || (list && list !== message.type) || page.list.some((listed) => listed.id === message.id)
      ? page
      : { ...page, list: [message, ...page.list], total: page.total + 1 };

/** Sets `read` on the messages `marks` picks. */
const readWhere =
  (read: boolean, marks: (message: StationMessage) => boolean): PageUpdate =>
  (page) =>
    page.list.some((message) => message.read !== read && marks(message))
      ? { ...page, list: page.list.map((message) => (marks(message) ? { ...message, read } : message)) }
      : page;

/** One message read, or unread again. */
export const readState = (id: string, read: boolean): PageUpdate => readWhere(read, (message) => message.id === id);

/** Every message read, or every message of one type. */
export const allRead = (type: MessageType | undefined): PageUpdate =>
  readWhere(true, (message) => !type || message.type === type);

/**
 * The rows of a list, each message once: one that arrived shifts the server's later pages by one,
 * so the next page asked repeats the last row of the one before.
 */
export function listedMessages(pages: MessagePages): StationMessage[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.list.filter((message) => {
      if (seen.has(message.id)) return false;
      seen.add(message.id);
      return true;
    }),
  );
}
