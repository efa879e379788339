import { inTransaction } from '../db/transaction';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CALLS } from '@portal/shared/contract';
import { ApiFailure } from '../platform/api-failure';
import { ERRORS } from '../platform/error-codes';
import { ok } from '../platform/envelope';
import { voidCodesSentTo } from './codes';
import { registerAccountChange } from './account-change-route';
import type { AccountsContext } from './context';
import { useEmailCodes } from './email-codes';
import { ACCOUNT_ERRORS, CODE_CHECK_ERRORS } from './errors';
import * as S from './schemas';
import { findUserByEmail, setEmail } from './users';

const ChangeEmailBody = Type.Object(
  { email: S.EmailSchema, captcha: S.CaptchaSchema, access_captcha: S.CaptchaSchema },
  { additionalProperties: false },
);

/**
 * PUT /api/v1/account/email: replaces a bound e-mail. It takes a code sent to the new address
 * (send/code, MARK_TYPE_BIND_EMAIL) and an access code sent to the phone (send/code-auto): the
 * phone, because a lost or taken-over mailbox is the usual reason for the change.
 */
export function registerChangeEmailRoute(app: FastifyInstance, context: AccountsContext): void {
  registerAccountChange(app, context, {
    call: CALLS.changeEmail,
    errors: [ACCOUNT_ERRORS.emailNotBound, ACCOUNT_ERRORS.emailTaken, ...CODE_CHECK_ERRORS],
    summary: 'Change the bound e-mail with a code to the new address and an access code to the phone',
    body: ChangeEmailBody,
    answer: S.NullAnswer,
    handle: async (body, user) => {
      const { captcha, access_captcha } = body;
      const email = S.normaliseEmail(body.email);
      const previous = user.email;
      if (previous === null) throw new ApiFailure(ACCOUNT_ERRORS.emailNotBound);
      if (S.normaliseEmail(previous) === email) throw new ApiFailure(ERRORS.validation, '新邮箱不能与当前邮箱相同');
      const failed = await inTransaction(context.database, async (trx) => {
        const failure = await useEmailCodes(trx, user, email, {
          captcha,
          accessCaptcha: access_captcha,
          accessPurpose: 'CHANGE_EMAIL',
        });
        if (failure) return failure;
        // Reported only after a valid code sent to that address, so only its holder learns it. The
        // throw rolls back: both codes stay usable (the phone's for another address).
        if (await findUserByEmail(trx, email)) throw new ApiFailure(ACCOUNT_ERRORS.emailTaken);
        await setEmail(trx, user.id, email);
        await voidCodesSentTo(trx, user.id, S.normaliseEmail(previous));
        return null;
      });
      if (failed) throw failed;
      return ok(null);
    },
  });
}
