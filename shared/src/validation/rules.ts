import { CODE_LENGTH } from './input-filters';
import { validationZh, type ValidationMessageKey, type ValidationMessages } from './messages-zh';

/** Password length bounds (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** Longest accepted e-mail address (spec §9). */
export const EMAIL_MAX_LENGTH = 40;
/** Exact length of an invitation code (spec §9). */
export const INVITE_CODE_LENGTH = 4;

/** One check of a rule: the value passes when `test` is true, otherwise the rule reports `message`. */
export interface Check {
  readonly test: (value: string) => boolean;
  /** The message's key: its text is looked up in the reader's language when the check fails. */
  readonly message: ValidationMessageKey;
}

/** One row of the rule table: checks run in order and the first failure wins. */
export interface Rule<N extends string = string> {
  readonly name: N;
  readonly checks: readonly Check[];
  /** Hint a form may show before the user has typed (only the mainland phone has one in the spec). */
  readonly defaultMessage?: ValidationMessageKey;
}

export type RuleName =
  | 'phoneMainland'
  | 'phoneHongKong'
  | 'email'
  | 'password'
  | 'code'
  | 'verifyCode'
  | 'inviteCode'
  | 'idNumberMainland'
  | 'url'
  | 'noChinese'
  | 'alphanumeric6to10'
  | 'transactionPassword';

/**
 * Widely used mainland mobile pattern: 11 digits, 13-19 with the prefixes each carrier range allows.
 * The API's request schemas take its `source`, so the portal and the API accept the same numbers.
 */
export const MAINLAND_MOBILE = /^1(3\d|4[01456879]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;
const HONG_KONG_PHONE = /^[2-9]\d{7}$/;
/** Pragmatic shape check (local@domain.tld), the API's too; the server stays the judge of deliverability. */
export const EMAIL = /^[\w.+-]+@[A-Za-z\d-]+(\.[A-Za-z\d-]+)*\.[A-Za-z]{2,}$/;
const HAS_UPPER = /[A-Z]/;
const HAS_LOWER = /[a-z]/;
const HAS_DIGIT = /\d/;
const ONLY_LETTERS_AND_DIGITS = /^[A-Za-z\d]*$/;
const SIX_DIGITS = /^\d{6}$/;
const INVITE_CODE = new RegExp(`^[A-Za-z\\d]{${INVITE_CODE_LENGTH}}$`);
const MAINLAND_ID = /^\d{17}[\dXx]$/;
/** GB 11643: the 18th character is the check code of the weighted sum of the first 17 digits. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CODES = '10X98765432';

/** A mainland resident ID number: 18 characters whose last is the check code of the others. */
export function isMainlandIdNumber(value: string): boolean {
  if (!MAINLAND_ID.test(value)) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return ID_CHECK_CODES[sum % 11] === value[17]?.toUpperCase();
}
/** Scheme plus at least one non-space character, so a bare "http://" does not pass. */
const HTTP_URL = /^https?:\/\/\S+/i;
const HAN = /\p{Script=Han}/u;
const ALPHANUMERIC_6_TO_10 = /^[A-Za-z\d]{6,10}$/;

/** Whitespace-only counts as empty: the user sees nothing typed. */
const isFilled = (value: string): boolean => value.trim() !== '';

const required: Check = { test: isFilled, message: 'required' };

const passwordPattern = (value: string): boolean =>
  ONLY_LETTERS_AND_DIGITS.test(value) && HAS_UPPER.test(value) && HAS_LOWER.test(value) && HAS_DIGIT.test(value);

const alphanumeric6to10: Check = { test: (v) => ALPHANUMERIC_6_TO_10.test(v), message: 'alphanumeric6to10' };

/** The rule table of spec §5; forms build their validation from these rows. */
export const validationRules: { readonly [N in RuleName]: Rule<N> } = {
  phoneMainland: {
    name: 'phoneMainland',
    checks: [required, { test: (v) => MAINLAND_MOBILE.test(v), message: 'phoneFormat' }],
    defaultMessage: 'phoneDefault',
  },
  phoneHongKong: {
    name: 'phoneHongKong',
    checks: [required, { test: (v) => HONG_KONG_PHONE.test(v), message: 'phoneHongKongFormat' }],
  },
  email: {
    name: 'email',
    // Length first so an over-long but well-formed address reports the length, not the shape.
    checks: [
      { test: (v) => v.length <= EMAIL_MAX_LENGTH, message: 'tooLong' },
      { test: (v) => EMAIL.test(v), message: 'email' },
    ],
  },
  password: {
    name: 'password',
    checks: [
      required,
      { test: (v) => v.length >= PASSWORD_MIN_LENGTH, message: 'belowMinLength' },
      { test: (v) => v.length <= PASSWORD_MAX_LENGTH, message: 'aboveMaxLength' },
      { test: passwordPattern, message: 'passwordPattern' },
    ],
  },
  code: {
    name: 'code',
    checks: [{ test: (v) => v.length === CODE_LENGTH, message: 'code' }],
  },
  verifyCode: {
    name: 'verifyCode',
    checks: [{ test: (v) => SIX_DIGITS.test(v), message: 'code' }],
  },
  inviteCode: {
    name: 'inviteCode',
    // Optional: only the truly empty string is "not given"; spaces are a bad code.
    checks: [{ test: (v) => v === '' || INVITE_CODE.test(v), message: 'inviteCode' }],
  },
  idNumberMainland: {
    name: 'idNumberMainland',
    checks: [{ test: isMainlandIdNumber, message: 'idNumber' }],
  },
  url: {
    name: 'url',
    checks: [{ test: (v) => HTTP_URL.test(v), message: 'url' }],
  },
  noChinese: {
    name: 'noChinese',
    checks: [{ test: (v) => !HAN.test(v), message: 'noChinese' }],
  },
  alphanumeric6to10: {
    name: 'alphanumeric6to10',
    checks: [alphanumeric6to10],
  },
  transactionPassword: {
    name: 'transactionPassword',
    checks: [required, alphanumeric6to10],
  },
};

/** Every rule name, in table order, for forms and tests that walk the table. */
export const RULE_NAMES = Object.keys(validationRules) as RuleName[];

/**
 * Runs a rule's checks in order and returns the first failing message in `messages` (Chinese unless
 * told), or null when the value passes. The portal's pages pass the reader's language.
 */
export function validate(
  ruleName: RuleName,
  value: string,
  messages: ValidationMessages = validationZh,
): string | null {
  const failed = validationRules[ruleName].checks.find((check) => !check.test(value));
  return failed ? messages[failed.message] : null;
}

export type PasswordChecklistKey = 'length' | 'uppercase' | 'lowercase' | 'digit';

/** One line of the live password checklist; the UI maps `key` to its label. */
export interface PasswordChecklistItem {
  readonly key: PasswordChecklistKey;
  readonly test: (value: string) => boolean;
}

const PASSWORD_LENGTH = new RegExp(`^[A-Za-z\\d]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`);

/** The four items of the registration password checklist (spec §5 Registration), in display order. */
export const passwordChecklist: readonly PasswordChecklistItem[] = [
  { key: 'length', test: (v) => PASSWORD_LENGTH.test(v) },
  { key: 'uppercase', test: (v) => HAS_UPPER.test(v) },
  { key: 'lowercase', test: (v) => HAS_LOWER.test(v) },
  { key: 'digit', test: (v) => HAS_DIGIT.test(v) },
];

/** True when every checklist item passes; the checklist may hide on blur only then (spec §4). */
export function passesPasswordChecklist(value: string): boolean {
  return passwordChecklist.every((item) => item.test(value));
}
