import { strings } from '../strings/zh';
import { validate as validateWith, type RuleName } from './rules';

export { validationZh, type ValidationMessageKey } from './messages-zh';
export {
  validationRules,
  RULE_NAMES,
  passwordChecklist,
  passesPasswordChecklist,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INVITE_CODE_LENGTH,
  type Check,
  type Rule,
  type RuleName,
  type PasswordChecklistItem,
  type PasswordChecklistKey,
} from './rules';
export { digitsOnly, CODE_LENGTH } from './input-filters';
export { useCountdown, countdownLabel, SEND_CODE_COUNTDOWN_SECONDS, type Countdown } from './countdown';
export {
  accessCodeKey,
  forgetSentCodes,
  isCodeRequested,
  rememberCodeSent,
  rememberCodeUsed,
  useSentCodeCountdown,
  type SentCodeCountdown,
  type SentCodeKey,
} from '../session/sent-codes';

/** Runs a rule (see rules.ts) and answers its first failing message in the reader's language, or null. */
export function validate(ruleName: RuleName, value: string): string | null {
  return validateWith(ruleName, value, strings.validation);
}
