/** Every answer of the API: code 0 is success and carries `data` (spec §7). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODE = 0;

/** Codes that end the session: the portal shows the message, signs the user out and rejects (spec §8). */
export const SESSION_EXPIRY_CODES = [605, 606, 607, 608, 1000] as const;

export type SessionExpiryCode = (typeof SESSION_EXPIRY_CODES)[number];

export function isSessionExpiryCode(code: number): code is SessionExpiryCode {
  return (SESSION_EXPIRY_CODES as readonly number[]).includes(code);
}

/** Answers of this content type are files (spreadsheets) and are returned raw (spec §7). */
export const SPREADSHEET_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A page of a list answer; the spec does not show list answers, so this shape is the contract's own. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface PageQuery {
  page: number;
  page_size: number;
}
