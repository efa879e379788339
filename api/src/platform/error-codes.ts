import { EDGE_FAILURES } from '@portal/shared/contract';

/**
 * Every code the API answers with, its HTTP status and its message. api/README.md lists them for
 * merchants; 605–608 and 1000 make the portal sign the user out.
 */
export const ERRORS = {
  validation: { code: 1001, status: 400, message: '请求参数有误' },
  notFound: { code: 1004, status: 404, message: '请求的资源不存在' },
  conflict: { code: 1009, status: 409, message: '操作冲突，请刷新后重试' },
  /** Over one of the API's limits, or (answered by nginx) one of the edge's. */
  tooManyRequests: EDGE_FAILURES.tooManyRequests,
  internal: { code: 1500, status: 500, message: '服务器开小差了，请稍后重试' },
  /** A request body over REQUEST_BODY_LIMIT_BYTES, answered by the edge or the API. */
  payloadTooLarge: EDGE_FAILURES.payloadTooLarge,
  /** Answered by the edge while the API cannot be reached. */
  apiUnavailable: EDGE_FAILURES.apiUnavailable,
  /** An admin call without the operator key (ADMIN_TOKEN), or with a wrong one. */
  adminUnauthorized: { code: 1401, status: 401, message: '管理员凭据无效' },
  /** No bearer token, or one the server never issued. */
  notSignedIn: { code: 605, status: 401, message: '请先登录' },
  /** Signed in on an untrusted device and the code check is still owed. */
  checkPending: { code: 605, status: 401, message: '请先完成登录验证' },
  /** The account has no e-mail yet (a registrant): it binds one before anything else. */
  emailPending: { code: 605, status: 401, message: '请先绑定邮箱' },
  /** The token passed its idle or absolute lifetime. */
  sessionExpired: { code: 606, status: 401, message: '登录已过期，请重新登录' },
  /** The token was revoked: signed out, or the password changed. */
  sessionRevoked: { code: 607, status: 401, message: '登录状态已失效，请重新登录' },
  /** The account was disabled by the merchant. */
  accountDisabled: { code: 608, status: 403, message: '账号已被停用，请联系客服' },
  /** The merchant's service is closed. */
  merchantClosed: { code: 1000, status: 403, message: '服务暂不可用，请联系客服' },
} as const;

export type ErrorName = keyof typeof ERRORS;
