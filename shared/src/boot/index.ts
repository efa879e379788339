// What the host's entry reads before React and the shared core have loaded (to start fetching the
// opened page's remote at once, and to report how it loaded): the page list, the stored session,
// the browser's storage and where load reports go. One small shared module, so the entry waits for
// one request, not one per part; the shared core takes these from it too, so a page holds one copy.
export * from '../routing/page-list';
export * from '../storage/keys';
export { isToken, storedSession, type Session } from '../session/stored-session';
export { REMOTE_LOAD_REPORT_PATH, type RemoteLoadReport, type RemotePageOutcome } from '../contract/telemetry';
export * from '../routing/remote-pins';
export { addEnglishTexts, loadEnglishTexts, skipEnglishTexts, textsReady, withTexts } from '../locale/english-texts';
