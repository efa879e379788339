// The shared core: one copy per page, used by the host and every remote. Parts a first page
// does not need are subpaths: `@portal/shared/contract` (the API contract: enums, tables, call shapes),
// `/signed-in` (the account's data and formats), `/live` (the event stream, needed once signed in),
// `/money`, `/standalone` (a remote's own shell) and `/testing`.
export * from './validation';
export * from './api-client';
export * from './swr';
export { createEventBus, eventBus, type EventBus, type PortalEventName, type PortalEvents } from './events/event-bus';
export { NOTICE_DURATION_MS, dismissNotice, notify, noticesAtom, type Notice } from './notices/notices';
export { SHARED_INSTANCE_ID } from './runtime/instance';
export { STORAGE_KEYS, readStorage, readValidated, writeStorage } from '@portal/shared/boot';
export { portalStore } from './state/store';
export {
  beginSignIn,
  completeSignIn,
  logout,
  requestToken,
  sessionAtom,
  signOut,
  useSignOut,
  type Session,
} from './session';
export { menuKeyAtom } from './state/atoms';
export { PATHS, type PortalPath } from './routing/paths';
export { maskPhone } from './format/phone';
export {
  DEFAULT_MENU_KEY,
  MENU_KEYS,
  PAGE_LIST,
  REMOTE_NAMES,
  federationExposes,
  moduleFile,
  moduleFileName,
  pageSource,
  pagesOf,
  type HostPageEntry,
  type MenuKey,
  type ModuleName,
  type PageEntry,
  type PageKey,
  type PortalPage,
  type RemoteName,
  type RemotePageEntry,
} from '@portal/shared/boot';
export { textsReady, withTexts } from '@portal/shared/boot';
export { documentTitle, pageTitle, useDocumentTitle } from './routing/document-title';
export { useBack } from './routing/use-back';
export { contrastPairs, createTheme, failingPairs, type ContrastPair, type PortalTheme } from './theme/theme';
export { contrastRatio } from './theme/contrast';
export { strings, type PortalStrings } from './strings/zh';
export * from './locale';
export { PortalDataProviders, PortalProviders, PortalThemeProvider, SWR_CONFIG } from './ui/portal-providers';
export { GlobalStyle } from './ui/global-style';
export { NoticeStack } from './ui/notice-stack';
export { Button, type ButtonProps, type ButtonVariant } from './ui/button';
export { TextField, type TextFieldProps } from './ui/text-field';
export { PasswordField } from './ui/password-field';
export { DigitField, type DigitFieldProps } from './ui/digit-field';
export { Checkbox } from './ui/checkbox';
export { Tabs, type TabItem } from './ui/tabs';
export { Dialog, type DialogProps } from './ui/dialog';
export { SendCodeButton } from './ui/send-code-button';
export { ResubmitNotice, type ResubmitNoticeProps } from './ui/resubmit-notice';
export { VisuallyHidden } from './ui/visually-hidden';
export { LocaleSwitch, otherLocale } from './ui/locale-switch';
export { PillButton } from './ui/pill-button';
export { Spinner } from './ui/spinner';
export { PageFrame, remoteStamp, type SingletonProbe } from './ui/page-frame';
export * from './data';
