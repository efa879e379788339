/** Only mainland numbers are offered (spec §5, §9). */
export const PHONE_PREFIX = '86';

export const SEND_TYPES = ['SEND_TYPE_PHONE', 'SEND_TYPE_EMAIL'] as const;
export type SendType = (typeof SEND_TYPES)[number];

export const MARK_TYPES = ['MARK_TYPE_REGISTER', 'MARK_TYPE_BIND_EMAIL', 'MARK_TYPE_ACCESS'] as const;
export type MarkType = (typeof MARK_TYPES)[number];

/** The `type` of an e-mailed reset link (spec §2). */
export const RESET_LINK_TYPES = ['FORGET_PASSWORD', 'FORGET_TRX_PASSWORD'] as const;
export type ResetLinkType = (typeof RESET_LINK_TYPES)[number];

/**
 * What an access code (MARK_TYPE_ACCESS) authorises, sent as `access_purpose`: its SMS or e-mail
 * names it, and only that use accepts it. A code asked for without one reads 登录验证 and passes any.
 */
export const ACCESS_PURPOSES = ['SIGN_IN_CHECK', 'REVEAL_CARD_NUMBER', 'CHANGE_PASSWORD', 'CHANGE_EMAIL'] as const;
export type AccessPurpose = (typeof ACCESS_PURPOSES)[number];

/** How long the API accepts a code after sending it (and a reset link's code after e-mailing it). */
export const CODE_VALID_SECONDS = 5 * 60;

/** What a code is for, as its SMS or e-mail names it (用于…), so the customer knows what they authorise. */
export const CODE_PURPOSE_LABELS: Readonly<Record<MarkType | AccessPurpose | ResetLinkType, string>> = {
  MARK_TYPE_REGISTER: '注册账号',
  MARK_TYPE_BIND_EMAIL: '绑定邮箱',
  /** An access code asked for without `access_purpose`. */
  MARK_TYPE_ACCESS: '登录验证',
  SIGN_IN_CHECK: '登录验证',
  REVEAL_CARD_NUMBER: '查看卡号',
  CHANGE_PASSWORD: '修改登录密码',
  CHANGE_EMAIL: '更换邮箱',
  FORGET_PASSWORD: '重置登录密码',
  FORGET_TRX_PASSWORD: '重置交易密码',
};

export interface PhoneInfo {
  phone: string;
  phone_prefix: typeof PHONE_PREFIX;
}

export type LoginRequest = { password: string; device_id?: string } & ({ phone_info: PhoneInfo } | { email: string });

export interface LoginAnswer {
  token: string;
  /** Whether the account has a bound e-mail. */
  email: boolean;
  /** Whether this device must pass a code check first. */
  check: boolean;
}

export interface RegisterRequest {
  phone_prefix: typeof PHONE_PREFIX;
  phone: string;
  password: string;
  captcha: string;
  invitation_code: string | null;
}

export interface TokenAnswer {
  token: string;
}

export type SendCodeRequest = {
  send_type: SendType;
  mark_type: MarkType;
  /** Only with MARK_TYPE_ACCESS: what the code authorises. */
  access_purpose?: AccessPurpose;
} & ({ phone_info: PhoneInfo } | { email: string });

export interface SendCodeAutoRequest {
  send_type: SendType;
  mark_type: 'MARK_TYPE_ACCESS';
  /** What the code authorises: its SMS or e-mail says so, and only that use accepts it. */
  access_purpose?: AccessPurpose;
}

export interface LoginCodeCheckRequest {
  captcha: string;
  thirty_day: boolean;
  send_type: SendType;
}

/** The bind answer's code when the sign-in still owes its device check and no phone code was sent with it. */
export const PHONE_CODE_REQUIRED_CODE = 2012;

export interface BindEmailRequest {
  email: string;
  captcha: string;
  /** Required when the sign-in still owes its device check: the MARK_TYPE_ACCESS code sent to the phone. */
  access_captcha?: string;
  /** With access_captcha: no device check on this device for 30 days. */
  thirty_day?: boolean;
}

/** By e-mail, `type` says which reset the link opens (FORGET_PASSWORD when left out). */
export type ForgetPasswordCodeRequest = { email: string; type?: ResetLinkType } | { phone_info: PhoneInfo };

/** An e-mailed reset link as it opens: its address, code and type (FORGET_PASSWORD when left out). */
export interface ResetLinkCheckRequest {
  email: string;
  captcha: string;
  type?: ResetLinkType;
}

/** Whether the link's code still opens a reset: unused, unexpired and not locked by wrong tries. */
export interface ResetLinkCheckAnswer {
  valid: boolean;
}

export interface ForgetPasswordCheckRequest {
  phone_info: PhoneInfo;
  captcha: string;
}

export type ForgetPasswordResetRequest =
  { phone_info: PhoneInfo; password: string } | { email: string; password: string; captcha: string };

export interface ForgetTrxPasswordRequest {
  email: string;
  trx_password: string;
  captcha: string;
}

export interface AccountInfo {
  id: string;
  email: string;
  phone: string;
  phone_prefix: string;
}

/** A signed-in password change, confirmed by an access code sent to the user's own phone. */
export interface ChangePasswordRequest {
  /** The MARK_TYPE_ACCESS code from send/code-auto by SEND_TYPE_PHONE. */
  captcha: string;
  password: string;
}

/** Replaces a bound e-mail: a code to the new address and an access code to the user's phone. */
export interface ChangeEmailRequest {
  email: string;
  /** The MARK_TYPE_BIND_EMAIL code sent to the new address. */
  captcha: string;
  /** The MARK_TYPE_ACCESS code from send/code-auto by SEND_TYPE_PHONE. */
  access_captcha: string;
}

/** The transaction password, checked before money leaves the wallet or a card. */
export interface TrxPasswordCheckRequest {
  trx_password: string;
}

/** Opens one money call (`X-Operation-Ticket`) within 5 minutes. */
export interface OperationTicket {
  ticket: string;
  expires_at: string;
}

/** The API's answer when the customer never set a transaction password. */
export const TRX_PASSWORD_NOT_SET_CODE = 4080;
