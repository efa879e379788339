import { checkAccessCode } from '../../accounts/access-code-check';
import type { Database } from '../../db/query-layer';

/** The outcome of the check a customer passes before seeing a card's number and CVV. */
export type SecretCheckResult = 'ok' | 'wrong' | 'unset';

/** Checks the fresh code the customer typed (`captcha`). */
export type SecretCheck = (userId: string, captcha: string) => Promise<SecretCheckResult>;

/** The check: a fresh access code from send/code-auto, used up by this call. */
export function accessCodeSecretCheck(database: Database): SecretCheck {
  return (userId, captcha) => checkAccessCode(database, userId, captcha);
}
