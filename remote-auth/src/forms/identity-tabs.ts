import { strings, type TabItem } from '@portal/shared';

/** 手机号 / 邮箱: the two ways a public screen finds the account, phone first; read while rendering. */
export const identityTabs = (): readonly TabItem[] => [
  { key: 'phone', label: strings.auth.phoneTab },
  { key: 'email', label: strings.auth.emailTab },
];
