import { atom } from 'jotai';
import { portalStore } from '../state/store';

export interface Notice {
  id: number;
  tone: 'error' | 'success' | 'info';
  text: string;
}

/** How long a notice stays on screen. */
export const NOTICE_DURATION_MS = 3_000;

/** The short messages on top of the page (errors of calls, confirmations). */
export const noticesAtom = atom<Notice[]>([]);

let nextId = 1;

function show(tone: Notice['tone'], text: string, store = portalStore): number {
  const id = nextId++;
  store.set(noticesAtom, (notices) => [...notices, { id, tone, text }]);
  setTimeout(() => dismissNotice(id, store), NOTICE_DURATION_MS);
  return id;
}

export function dismissNotice(id: number, store = portalStore): void {
  store.set(noticesAtom, (notices) => notices.filter((notice) => notice.id !== id));
}

/** The message service every app calls; the host renders the notices. */
export const notify = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
};
