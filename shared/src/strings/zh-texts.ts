import type { Translation } from '../locale/translation';
import { uiStringsZh } from '../ui/ui-strings-zh';
import { validationZh } from '../validation/messages-zh';

/**
 * The portal's shared texts in Chinese, the default locale (spec §2, §5, §8). The spec gives some
 * texts in English: those are the en locale's text word for word (./en.ts) and are translated here.
 */
export const zh = {
  /** Validation messages of spec §5; the rule table names them by key. */
  validation: validationZh,
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
    transactions: '交易记录',
    transactionDetails: '交易详情',
  },
  menu: {
    wallet: '钱包',
    card: '卡片',
    transactions: '交易记录',
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
    /** Network failure of a POST or PUT that nothing keeps, and of every money call: nothing was done. */
    networkNotDone: '当前网络异常，操作未完成，请恢复网络后重试',
    /** Network failure of any other call (spec §8). */
    networkRead: '当前网络异常，请检查网络设置后再次尝试操作',
    httpFailed: (status: number) => `请求失败（HTTP ${status}）`,
    /** The spec's message followed by the code in square brackets (spec §8). */
    withCode: (message: string, code: number) => `${message}[${code}]`,
  },
  /** A card freeze kept offline and sent once the connection is back. */
  queuedFreeze: {
    sent: (last4: string) => `网络已恢复，已提交冻结尾号 ${last4} 的卡片`,
    refused: (last4: string, reason: string) => `尾号 ${last4} 的卡片未能冻结：${reason}`,
  },
  /** Public screens; some carry English text exactly as spec §2 gives it. */
  auth: {
    phoneTab: '手机号',
    emailTab: '邮箱',
    rememberThirtyDays: '记住 30 天',
    next: '下一步',
    sendLink: '发送链接',
    checkInbox: '请查收邮件，点击邮件中的链接重置密码',
    resetTransactionPassword: '重置交易密码',
    verify: '验证',
    trustDeviceThirtyDays: '30 天内在此设备上免验证',
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
    text: '网络异常，请稍后重试',
    retry: '重试',
  },
  routeError: {
    title: '应用发生意外错误！',
  },
  header: {
    mainMenu: '主菜单',
    messages: '消息中心',
  },
  standalone: {
    banner: '独立开发模式',
  },
};

/** The shared texts' shape, which every locale fills. */
export type PortalStrings = Translation<typeof zh>;
