/** Every route path of the portal, declared once (spec §2). */
export const PATHS = {
  signIn: '/sign-in',
  signUp: '/sign-up',
  signEmail: '/sign-email',
  forgetPassword: '/forget-password',
  changePasswordCheck: '/change-password-check',
  resetPassword: '/reset-password',
  agreement: '/agreement',
  networkAnomaly: '/network-anomaly',
  wallet: '/wallet',
  settings: '/settings',
  card: '/card',
  createCard: '/create-card',
  cardDetails: '/card-details',
  bulkExport: '/bulk-export',
  createCardVerification: '/create-card/verification',
  createCardSecondaryVerification: '/create-card/secondary-verification-data',
  informationCenter: '/information-center',
  announcementDetails: '/information-announcement-details',
} as const;

export type PortalPath = (typeof PATHS)[keyof typeof PATHS];
