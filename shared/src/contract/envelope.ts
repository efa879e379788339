/** Every answer of the API: code 0 is success and carries `data` (spec §7). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODE = 0;

/** The envelope code of a resource that does not exist, or is not the caller's (the API answers both alike). */
export const NOT_FOUND_CODE = 1004;

/** Codes that end the session: the portal shows the message, signs the user out and rejects (spec §8). */
export const SESSION_EXPIRY_CODES = [605, 606, 607, 608, 1000] as const;

export type SessionExpiryCode = (typeof SESSION_EXPIRY_CODES)[number];

export function isSessionExpiryCode(code: number): code is SessionExpiryCode {
  return (SESSION_EXPIRY_CODES as readonly number[]).includes(code);
}

/** The largest request body the API takes; the edge refuses a larger one before it reaches the API. */
export const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The answers an edge may give for the API itself: a body over the limit, the API out of reach, and
 * (nginx) a client over its rate limits; in English for a client that asks for it
 * (`preferredLanguage`). The API gives the same answers when it meets the same failures.
 */
export const EDGE_FAILURES = {
  tooManyRequests: {
    code: 1029,
    status: 429,
    message: '操作过于频繁，请稍后再试',
    messageEn: 'Too many requests, please try again later',
  },
  payloadTooLarge: { code: 1413, status: 413, message: '请求内容过大', messageEn: 'The request is too large' },
  apiUnavailable: {
    code: 1502,
    status: 502,
    message: '服务暂时不可用，请稍后重试',
    messageEn: 'The service is unavailable, please try again later',
  },
} as const;

/** Answers of this content type are files (spreadsheets) and are returned raw (spec §7). */
export const SPREADSHEET_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Comma-separated values (UTF-8 with a byte-order mark), the other file the API answers raw. */
export const CSV_CONTENT_TYPE = 'text/csv';

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
