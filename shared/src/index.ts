// The shared core: one copy per page, used by the host and every remote. Parts a first page
// does not need are subpaths: `@portal/shared/contract` (the API contract: enums, tables, call shapes),
// `/live` (the event stream, needed once signed in), `/money`, `/standalone` (a remote's own
// shell) and `/testing`.
export * from './validation';
export * from './api-client';
export * from './swr';
export { createEventBus, eventBus, type EventBus, type PortalEventName, type PortalEvents } from './events/event-bus';
export { NOTICE_DURATION_MS, dismissNotice, notify, noticesAtom, type Notice } from './notices/notices';
export { SHARED_INSTANCE_ID } from './runtime/instance';
export { STORAGE_KEYS, readStorage, readValidated, writeStorage } from './storage/keys';
export { portalStore } from './state/store';
export { sessionAtom, storedToken, type Session } from './state/session';
export { login, logout } from './state/auth';
export {
  DEFAULT_MENU_KEY,
  MENU_KEYS,
  cardAmountAtom,
  localeAtom,
  menuColorAtom,
  menuKeyAtom,
  merchantAtom,
  unreadCountAtom,
  userInfoAtom,
  walletBalanceAtom,
  walletFrozenAtom,
  type MenuKey,
} from './state/atoms';
export { PATHS, type PortalPath } from './routing/paths';
export { MERCHANT_COLORS, createTheme, type PortalTheme } from './theme/theme';
export { strings, type PortalStrings } from './strings/zh';
export { PortalProviders, SWR_CONFIG } from './ui/portal-providers';
export { GlobalStyle } from './ui/global-style';
export { NoticeStack } from './ui/notice-stack';
export { Button } from './ui/button';
export { Spinner } from './ui/spinner';
export { PageFrame, type SingletonProbe } from './ui/page-frame';
