// What the host's entry reads before React and the shared core have loaded (to start fetching the
// opened page's remote at once): the page list, the stored session and the browser's storage. One
// small shared module, so the entry waits for one request, not one per part.
export { PAGE_LIST, REMOTE_NAMES, type PageEntry, type RemoteName } from '../routing/page-list';
export { storedSession } from '../session/stored-session';
export { STORAGE_KEYS, readStorage, writeStorage } from '../storage/keys';
