export { validationZh, noChineseMessage, type ValidationMessageKey } from './messages-zh';
export {
  validationRules,
  validate,
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
