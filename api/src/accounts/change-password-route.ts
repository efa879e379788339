import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CALLS } from '@portal/shared/contract';
import { sessionInForceIn } from '../auth/sessions';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { consumeCode } from './codes';
import { registerAccountChange } from './account-change-route';
import { tokenOf, type AccountsContext } from './context';
import { ACCOUNT_ERRORS, CODE_CHECK_ERRORS, PASSWORD_WORK_ERRORS } from './errors';
import { accountCounted } from './login-guard';
import { hashPassword } from './passwords';
import { resetPassword } from './reset-password';
import * as S from './schemas';

const ChangePasswordBody = Type.Object(
  { captcha: S.CaptchaSchema, password: S.NewPasswordSchema },
  { additionalProperties: false },
);

/**
 * PUT /api/v1/account/password: a signed-in user sets a new password with an access code sent to
 * their own phone (send/code-auto). This session stays signed in; every other one ends.
 */
export function registerChangePasswordRoute(app: FastifyInstance, context: AccountsContext): void {
  registerAccountChange(app, context, {
    call: CALLS.changePassword,
    errors: [ACCOUNT_ERRORS.passwordRule, ...CODE_CHECK_ERRORS, ...PASSWORD_WORK_ERRORS],
    summary: 'Change the password with an access code sent to the own phone; other sessions end',
    body: ChangePasswordBody,
    answer: S.NullAnswer,
    handle: async ({ captcha, password }, user, request) => {
      // The rule first, so that a bad password does not use up the code.
      if (!S.passesPasswordRule(password)) throw new ApiFailure(ACCOUNT_ERRORS.passwordRule);
      const token = tokenOf(request.headers.authorization);
      const used = await consumeCode(context.database.kysely, {
        target: user.phone,
        purpose: 'MARK_TYPE_ACCESS',
        accessPurpose: 'CHANGE_PASSWORD',
        code: captcha,
        userId: user.id,
      });
      if (!used.ok) throw new ApiFailure(used.failure);
      const passwordHash = await hashPassword(password, { lane: 'customer', key: accountCounted(user.id) });
      // The session may have ended while the hash was computed (signed out, or changed elsewhere).
      await resetPassword(context.database, user.id, passwordHash, token, (trx) => sessionInForceIn(trx, token));
      return ok(null);
    },
  });
}
