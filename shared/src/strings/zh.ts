import { uiStringsZh } from '../ui/ui-strings-zh';
import { noChineseMessage, validationZh } from '../validation/messages-zh';

/** Every user-facing string of the portal, Chinese first (spec §2, §5, §8). */
export const zh = {
  /** Validation messages, exactly as spec §5 gives them; the rule table uses them. */
  validation: { ...validationZh, noChinese: noChineseMessage },
  /** Default texts of the UI primitives. */
  ui: uiStringsZh,
  pages: {
    signIn: '登录',
    signUp: '注册',
    signEmail: '绑定邮箱',
    forgetPassword: '忘记密码',
    changePasswordCheck: '短信验证',
    resetPassword: '重置密码',
    agreement: '用户协议',
    networkAnomaly: '网络异常',
    wallet: '钱包',
    settings: '设置',
    card: '卡片',
    createCard: '开卡',
    cardDetails: '卡片详情',
    bulkExport: '批量导出',
    createCardVerification: '开卡验证',
    createCardSecondaryVerification: '补充验证资料',
    informationCenter: '消息中心',
    announcementDetails: '公告详情',
  },
  menu: {
    wallet: '钱包',
    card: '卡片',
    settings: '设置',
    messages: '消息中心',
  },
  remote: {
    loading: '页面加载中…',
    failedTitle: '页面暂时无法加载',
    failedBody: '该页面的模块暂时不可用，页面的其他部分不受影响。请稍后重试。',
    retry: '重试',
  },
  api: {
    /** Network failure of a POST or PUT: what the user typed is kept (spec §8). */
    networkWrite: '当前网络异常，数据已保存，恢复后提交即可',
    /** Network failure of any other call (spec §8). */
    networkRead: '当前网络异常，请检查网络设置后再次尝试操作',
    httpFailed: (status: number) => `请求失败（HTTP ${status}）`,
    /** The spec's message followed by the code in square brackets (spec §8). */
    withCode: (message: string, code: number) => `${message}[${code}]`,
  },
  /** Public screens; some carry English text exactly as spec §2 gives it. */
  auth: {
    phoneTab: '手机号',
    emailTab: '邮箱',
    rememberThirtyDays: 'remember 30 days',
    next: 'Next',
    sendLink: 'Send link',
    checkInbox: 'Please check your inbox and click the link in the e-mail to reset your password',
    resetTransactionPassword: 'reset transaction password',
    verify: 'Verify',
    trustDeviceThirtyDays: 'no verification on this device for 30 days',
  },
  /** The login shell's footer (spec §2). */
  footer: {
    rightsReserved: '版权所有',
  },
  /** Header and user menu of the main layout (spec §2). */
  shell: {
    userAgreement: '用户协议',
    signOut: '退出登录',
    noAgreement: '暂无用户协议',
    unreadOverflow: '99+',
  },
  /** The batch card creation widget (spec §4). */
  batch: {
    pending: '批量开卡中......',
    success: '批量开卡已完成',
    failed: (count: number) => `批量开卡失败${count}张`,
    viewCards: '查看卡片',
    viewFailureReason: '查看失败原因',
  },
  notFound: {
    text: '非常抱歉，您访问的页面不存在',
    backHome: '返回首页',
  },
  networkAnomaly: {
    text: 'Network error, please retry later',
    retry: '重试',
  },
  routeError: {
    title: 'Unexpected Application Error!',
  },
  header: {
    mainMenu: '主菜单',
    messages: '消息中心',
  },
  standalone: {
    banner: '独立开发模式',
  },
} as const;

/** The shape every locale must fill, so a second one can be added beside this one. */
export type PortalStrings = typeof zh;

export const strings: PortalStrings = zh;
