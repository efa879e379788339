import type { Translation } from '@portal/shared';
import type { SessionsTexts } from './strings';

/** The English of `sessionsStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<SessionsTexts> = {
  sessionsSection: 'Signed-in devices',
  sessionsHint:
    'These browsers are signed in to this account. Sign out any you do not recognise and change your password.',
  trustedSection: 'Trusted devices',
  trustedHint:
    'Signing in on these browsers needs no code for 30 days. Once forgotten, a browser asks for a code at its next sign-in.',

  separator: ' | ',
  thisDevice: 'This device',
  unknownBrowser: 'Unknown browser',
  deviceTypes: { desktop: 'Computer', mobile: 'Phone', tablet: 'Tablet', unknown: 'Unknown device' },
  address: (ip) => `IP address ${ip}`,
  lastActive: (time) => `Last active ${time}`,
  trustedUntil: (time) => `Trusted until ${time}`,

  loadingSessions: 'Loading signed-in devices',
  sessionsFailed: 'Signed-in devices could not load. Please try again later',
  loadingDevices: 'Loading trusted devices',
  devicesFailed: 'Trusted devices could not load. Please try again later',
  retry: 'Retry',
  noOtherSessions: 'No other device is signed in to this account',
  noTrustedDevices: 'No trusted devices',

  signOut: 'Sign out',
  signOutOthers: 'Sign out all other devices',
  forget: 'Forget',
  cancel: 'Cancel',

  signOutOneTitle: 'Sign out this device',
  signOutOneText: (device) => `${device} will be signed out at once and must sign in again to go on.`,
  signOutOthersTitle: 'Sign out all other devices',
  signOutOthersText: 'Every device signed in to this account except this one will be signed out at once.',
  confirmSignOut: 'Sign out',
  forgetTitle: 'Forget trusted device',
  forgetText: (device) => `${device} will need a code at its next sign-in. Devices already signed in stay signed in.`,
  confirmForget: 'Forget',

  signedOutOne: 'The device is signed out',
  signedOutOthers: (count) =>
    count === 1 ? '1 device signed out' : count > 1 ? `${count} devices signed out` : 'No other device to sign out',
  forgotten: 'The device is forgotten',
};

export default english;
