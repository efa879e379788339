import type { AccessPurpose } from '@portal/shared/contract';
import type { Queries } from './queries';
import { ApiFailure } from '../platform/api-failure';
import { consumeCodes, type CodeCheck } from './codes';
import type { UserRow } from './users';

interface EmailCodes {
  /** The MARK_TYPE_BIND_EMAIL code sent to the address being bound. */
  captcha: string;
  /** The MARK_TYPE_ACCESS code sent to the user's own phone; null when the phone need not be proved. */
  accessCaptcha: string | null;
  /** What that access code must have been sent for. */
  accessPurpose: AccessPurpose;
}

/**
 * Uses up the bind code sent to `email` and, when given, the access code sent to the user's phone:
 * together or not at all. Returns the first failure (its message naming the field when the form
 * has two code fields), for the caller to throw once its transaction has kept the counted wrong try;
 * the other code stays usable.
 */
export async function useEmailCodes(
  trx: Queries,
  user: UserRow,
  email: string,
  codes: EmailCodes,
): Promise<ApiFailure | null> {
  const checks: Array<{ field: string; check: CodeCheck }> = [
    { field: '邮箱', check: { target: email, purpose: 'MARK_TYPE_BIND_EMAIL', code: codes.captcha, userId: user.id } },
  ];
  if (codes.accessCaptcha !== null) {
    const check: CodeCheck = {
      target: user.phone,
      purpose: 'MARK_TYPE_ACCESS',
      accessPurpose: codes.accessPurpose,
      code: codes.accessCaptcha,
      userId: user.id,
    };
    checks.unshift({ field: '短信', check });
  }
  const outcome = await consumeCodes(
    trx,
    checks.map(({ check }) => check),
  );
  if (outcome.ok) return null;
  const field = checks.length > 1 ? (checks[outcome.index]?.field ?? '') : '';
  return new ApiFailure(outcome.failure, `${field}${outcome.failure.message}`);
}
