import { defineCatalogue } from '@portal/shared';

const chinese = {
  sessionsSection: '登录设备',
  sessionsHint: '以下浏览器正在登录此账户。如有不认识的，请将其退出登录并修改登录密码。',
  trustedSection: '免验证设备',
  trustedHint: '在以下浏览器上登录时，30 天内无需验证码。忘记后，该浏览器下次登录需重新验证。',

  /** Between the parts of a browser's name and between the facts under it. */
  separator: ' · ',
  thisDevice: '本设备',
  unknownBrowser: '未知浏览器',
  deviceTypes: { desktop: '电脑', mobile: '手机', tablet: '平板', unknown: '未知设备' },
  address: (ip: string) => `IP 地址 ${ip}`,
  lastActive: (time: string) => `最近活动 ${time}`,
  trustedUntil: (time: string) => `免验证至 ${time}`,

  loadingSessions: '正在加载登录设备',
  sessionsFailed: '登录设备加载失败，请稍后重试',
  loadingDevices: '正在加载免验证设备',
  devicesFailed: '免验证设备加载失败，请稍后重试',
  retry: '重试',
  noOtherSessions: '没有其他设备登录此账户',
  noTrustedDevices: '暂无免验证设备',

  signOut: '退出登录',
  signOutOthers: '退出其他所有设备',
  forget: '忘记',
  cancel: '取消',

  signOutOneTitle: '退出该设备',
  signOutOneText: (device: string) => `${device} 将立即退出登录，需重新登录才能继续使用。`,
  signOutOthersTitle: '退出其他所有设备',
  signOutOthersText: '除本设备外，登录此账户的所有设备都将立即退出登录。',
  confirmSignOut: '确认退出',
  forgetTitle: '忘记免验证设备',
  forgetText: (device: string) => `${device} 下次登录时需要输入验证码。已登录的设备不会退出。`,
  confirmForget: '确认忘记',

  signedOutOne: '该设备已退出登录',
  signedOutOthers: (count: number) => (count > 0 ? `已退出 ${count} 个设备` : '没有其他设备需要退出'),
  forgotten: '已忘记该设备',
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type SessionsTexts = typeof chinese;

/** Texts of the settings screen's signed-in devices and trusted devices. */
export const sessionsStrings = defineCatalogue('remote-auth/settings-sessions', chinese, () => import('./strings.en'));
