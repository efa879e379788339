import { PATHS, strings, type PortalPath } from '@portal/shared';
import type { RemoteModuleRef } from '../remotes/remote-modules';

export type MenuKey = 'wallet' | 'card' | 'settings';
export type HostPage = 'network-anomaly';

export interface RouteEntry {
  path: PortalPath;
  title: string;
  /** `signed-in` routes sit behind the guard. */
  access: 'public' | 'signed-in';
  /** `main`: header and menu around the page; `plain`: the page alone. */
  layout: 'main' | 'plain';
  /** The remote module that renders the page, or a page of the host itself. */
  page: RemoteModuleRef | { host: HostPage };
  /** The main-menu entry this route selects. */
  menu?: MenuKey;
}

/** Every route of the portal (spec §2), in one table. */
export const ROUTES: readonly RouteEntry[] = [
  {
    path: PATHS.signIn,
    title: strings.pages.signIn,
    access: 'public',
    layout: 'plain',
    page: { remote: 'remote-auth', expose: './SignIn' },
  },
  {
    path: PATHS.signUp,
    title: strings.pages.signUp,
    access: 'public',
    layout: 'plain',
    page: { remote: 'remote-auth', expose: './SignUp' },
  },
  {
    path: PATHS.signEmail,
    title: strings.pages.signEmail,
    access: 'public',
    layout: 'plain',
    page: { remote: 'remote-auth', expose: './SignEmail' },
  },
  {
    path: PATHS.forgetPassword,
    title: strings.pages.forgetPassword,
    access: 'public',
    layout: 'plain',
    page: { remote: 'remote-auth', expose: './ForgetPassword' },
  },
  {
    path: PATHS.changePasswordCheck,
    title: strings.pages.changePasswordCheck,
    access: 'public',
    layout: 'plain',
    page: { remote: 'remote-auth', expose: './ChangePasswordCheck' },
  },
  {
    path: PATHS.resetPassword,
    title: strings.pages.resetPassword,
    access: 'public',
    layout: 'plain',
    page: { remote: 'remote-auth', expose: './ResetPassword' },
  },
  {
    path: PATHS.agreement,
    title: strings.pages.agreement,
    access: 'public',
    layout: 'plain',
    page: { remote: 'remote-auth', expose: './Agreement' },
  },
  {
    path: PATHS.networkAnomaly,
    title: strings.pages.networkAnomaly,
    access: 'public',
    layout: 'plain',
    page: { host: 'network-anomaly' },
  },
  {
    path: PATHS.wallet,
    title: strings.pages.wallet,
    access: 'signed-in',
    layout: 'main',
    menu: 'wallet',
    page: { remote: 'remote-cards', expose: './Wallet' },
  },
  {
    path: PATHS.settings,
    title: strings.pages.settings,
    access: 'signed-in',
    layout: 'main',
    menu: 'settings',
    page: { remote: 'remote-auth', expose: './Settings' },
  },
  {
    path: PATHS.card,
    title: strings.pages.card,
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    page: { remote: 'remote-cards', expose: './CardList' },
  },
  {
    path: PATHS.createCard,
    title: strings.pages.createCard,
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    page: { remote: 'remote-cards', expose: './CreateCard' },
  },
  {
    path: PATHS.cardDetails,
    title: strings.pages.cardDetails,
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    page: { remote: 'remote-cards', expose: './CardDetails' },
  },
  {
    path: PATHS.bulkExport,
    title: strings.pages.bulkExport,
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    page: { remote: 'remote-cards', expose: './BulkExport' },
  },
  {
    path: PATHS.createCardVerification,
    title: strings.pages.createCardVerification,
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    page: { remote: 'remote-cards', expose: './CreateCardVerification' },
  },
  {
    path: PATHS.createCardSecondaryVerification,
    title: strings.pages.createCardSecondaryVerification,
    access: 'signed-in',
    layout: 'main',
    menu: 'card',
    page: { remote: 'remote-cards', expose: './CreateCardSecondaryVerification' },
  },
  {
    path: PATHS.informationCenter,
    title: strings.pages.informationCenter,
    access: 'signed-in',
    layout: 'main',
    page: { remote: 'remote-messages', expose: './InformationCenter' },
  },
  {
    path: PATHS.announcementDetails,
    title: strings.pages.announcementDetails,
    access: 'signed-in',
    layout: 'main',
    page: { remote: 'remote-messages', expose: './AnnouncementDetails' },
  },
];

/** Where `/` and a signed-in user's default lands. */
export const HOME_PATH = PATHS.wallet;
