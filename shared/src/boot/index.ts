// What the host's entry reads before React and the shared core have loaded (to start fetching the
// opened page's remote at once, and to report how it loaded): the page list, the stored session,
// the browser's storage and where load reports go. One small shared module, so the entry waits for
// one request, not one per part.
export { PAGE_LIST, REMOTE_NAMES, type PageEntry, type RemoteName } from '../routing/page-list';
export { storedSession } from '../session/stored-session';
export { STORAGE_KEYS, readStorage, writeStorage } from '../storage/keys';
export { REMOTE_LOAD_REPORT_PATH, type RemoteLoadReport } from '../contract/telemetry';
