/** Only mainland numbers are offered (spec §5, §9). */
export const PHONE_PREFIX = '86';

export const SEND_TYPES = ['SEND_TYPE_PHONE', 'SEND_TYPE_EMAIL'] as const;
export type SendType = (typeof SEND_TYPES)[number];

export const MARK_TYPES = ['MARK_TYPE_REGISTER', 'MARK_TYPE_BIND_EMAIL', 'MARK_TYPE_ACCESS'] as const;
export type MarkType = (typeof MARK_TYPES)[number];

/** The `type` of an e-mailed reset link (spec §2). */
export const RESET_LINK_TYPES = ['FORGET_PASSWORD', 'FORGET_TRX_PASSWORD'] as const;
export type ResetLinkType = (typeof RESET_LINK_TYPES)[number];

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

export type SendCodeRequest = { send_type: SendType; mark_type: MarkType } & (
  { phone_info: PhoneInfo } | { email: string }
);

export interface SendCodeAutoRequest {
  send_type: SendType;
  mark_type: 'MARK_TYPE_ACCESS';
}

export interface LoginCodeCheckRequest {
  captcha: string;
  thirty_day: boolean;
  send_type: SendType;
}

export interface BindEmailRequest {
  email: string;
  captcha: string;
}

export type ForgetPasswordCodeRequest = { email: string } | { phone_info: PhoneInfo };

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
