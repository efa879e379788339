export { SHARED_INSTANCE_ID } from './runtime/instance';
export { STORAGE_KEYS, readStorage, writeStorage } from './storage/keys';
export { portalStore } from './state/store';
export { sessionAtom, type Session } from './state/session';
export { PATHS, type PortalPath } from './routing/paths';
export {
  MERCHANT_COLORS,
  DEFAULT_MERCHANT_COLOR,
  createTheme,
  type MerchantColor,
  type PortalTheme,
} from './theme/theme';
export { strings } from './strings/zh';
export { PortalProviders } from './ui/portal-providers';
export { GlobalStyle } from './ui/global-style';
export { Button } from './ui/button';
export { Spinner } from './ui/spinner';
export { PageFrame, type SingletonProbe } from './ui/page-frame';
export { StandaloneShell, type StandalonePage } from './ui/standalone-shell';
