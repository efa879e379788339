import type { Translation } from '../locale/translation';
import { validationEn } from '../validation/messages.en';
import type { zh } from './zh-texts';

/** The portal's shared texts in English: the spec's English texts word for word, the others translated. */
const en: Translation<typeof zh> = {
  validation: validationEn,
  ui: {
    close: 'Close',
    showPassword: 'Show password',
    sendCode: 'Get code',
    savedOffline: 'The network is down. Your data is saved: submit it once the connection is back',
    backOnline: 'The connection is back. Please check and submit again',
    resubmit: 'Submit again',
  },
  pages: {
    signIn: 'Sign in',
    signUp: 'Sign up',
    signEmail: 'Bind e-mail',
    forgetPassword: 'Forgot password',
    changePasswordCheck: 'SMS verification',
    resetPassword: 'Reset password',
    agreement: 'User agreement',
    networkAnomaly: 'Network error',
    wallet: 'Wallet',
    settings: 'Settings',
    card: 'Cards',
    createCard: 'Open a card',
    cardDetails: 'Card details',
    bulkExport: 'Bulk export',
    createCardVerification: 'Card verification',
    createCardSecondaryVerification: 'Cardholder details',
    informationCenter: 'Messages',
    announcementDetails: 'Announcement',
    transactions: 'Transactions',
    transactionDetails: 'Transaction details',
  },
  menu: {
    wallet: 'Wallet',
    card: 'Cards',
    transactions: 'Transactions',
    settings: 'Settings',
    messages: 'Messages',
  },
  remote: {
    loading: 'Loading the page…',
    failedTitle: 'This page cannot load right now',
    failedBody: "This page's module is unavailable; the rest of the portal still works. Please try again later.",
    retry: 'Retry',
  },
  api: {
    networkWrite: 'The network is down. Your data is saved: submit it once the connection is back',
    networkNotDone: 'The network is down. Nothing was done: please try again once the connection is back',
    networkRead: 'The network is down. Please check your network settings and try again',
    httpFailed: (status: number) => `Request failed (HTTP ${status})`,
    withCode: (message: string, code: number) => `${message}[${code}]`,
  },
  queuedFreeze: {
    sent: (last4: string) => `The connection is back: the freeze of the card ending in ${last4} has been sent`,
    refused: (last4: string, reason: string) => `The card ending in ${last4} was not frozen: ${reason}`,
  },
  auth: {
    phoneTab: 'Phone',
    emailTab: 'E-mail',
    rememberThirtyDays: 'remember 30 days',
    next: 'Next',
    sendLink: 'Send link',
    checkInbox: 'Please check your inbox and click the link in the e-mail to reset your password',
    resetTransactionPassword: 'reset transaction password',
    verify: 'Verify',
    trustDeviceThirtyDays: 'no verification on this device for 30 days',
  },
  footer: {
    rightsReserved: 'All rights reserved',
  },
  shell: {
    userAgreement: 'User agreement',
    signOut: 'Sign out',
    noAgreement: 'No user agreement yet',
    unreadOverflow: '99+',
  },
  batch: {
    pending: 'Opening cards in bulk…',
    success: 'Bulk card opening finished',
    failed: (count: number) => (count === 1 ? '1 card failed to open' : `${count} cards failed to open`),
    viewCards: 'View cards',
    viewFailureReason: 'Why they failed',
  },
  notFound: {
    text: 'Sorry, the page you are looking for does not exist',
    backHome: 'Back to home',
  },
  networkAnomaly: {
    text: 'Network error, please retry later',
    retry: 'Retry',
  },
  routeError: {
    title: 'Unexpected Application Error!',
  },
  header: {
    mainMenu: 'Main menu',
    messages: 'Messages',
  },
  standalone: {
    banner: 'Standalone development mode',
  },
};

export default en;
