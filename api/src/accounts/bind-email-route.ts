import { inTransaction } from '../db/transaction';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CALLS } from '@portal/shared/contract';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { replaceSession, sessionDevice, sessionOwesCheck, trustDevice } from './account-sessions';
import { signInClientOf } from './sign-in-client';
import { registerAccountChange } from './account-change-route';
import { tokenOf, type AccountsContext } from './context';
import { useEmailCodes } from './email-codes';
import { ACCOUNT_ERRORS, CODE_CHECK_ERRORS } from './errors';
import * as S from './schemas';
import { findUserByEmail, setEmail } from './users';

const BindEmailBody = Type.Object(
  {
    email: S.EmailSchema,
    captcha: S.CaptchaSchema,
    /** Required while the session owes its device check: an access code sent to the account's phone. */
    access_captcha: Type.Optional(S.CaptchaSchema),
    /** With access_captcha: trust this device for 30 days, as the code check's thirty_day does. */
    thirty_day: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * POST /api/v1/account/email/bind: binds a first e-mail and answers a fresh token. A session that
 * still owes its device check must prove the phone as well, or knowing the password would be
 * enough to bind an attacker's address and reset the password through it; that proof is what
 * passes the check.
 */
export function registerBindEmailRoute(app: FastifyInstance, context: AccountsContext): void {
  registerAccountChange(app, context, {
    call: CALLS.bindEmail,
    errors: [
      ACCOUNT_ERRORS.emailAlreadyBound,
      ACCOUNT_ERRORS.phoneCodeRequired,
      ACCOUNT_ERRORS.emailTaken,
      ...CODE_CHECK_ERRORS,
    ],
    summary: 'Bind an e-mail with its code (and, on a device that owes its check, an access code to the phone)',
    body: BindEmailBody,
    answer: S.envelopeOf(S.BindEmailAnswerSchema),
    handle: async (body, user, request) => {
      const { captcha, access_captcha, thirty_day = false } = body;
      const email = S.normaliseEmail(body.email);
      // No silent e-mail change: binding is for an account without one (or the same address again).
      if (user.email !== null && user.email !== email) throw new ApiFailure(ACCOUNT_ERRORS.emailAlreadyBound);
      const oldToken = tokenOf(request.headers.authorization);
      const owesCheck = await sessionOwesCheck(context.database.kysely, oldToken);
      const accessCaptcha = owesCheck ? (access_captcha ?? null) : null;
      if (owesCheck && accessCaptcha === null) throw new ApiFailure(ACCOUNT_ERRORS.phoneCodeRequired);
      const outcome = await inTransaction(context.database, async (trx) => {
        const failed = await useEmailCodes(trx, user, email, {
          captcha,
          accessCaptcha,
          accessPurpose: 'SIGN_IN_CHECK',
        });
        if (failed) return { failed };
        // Reported only after a valid code sent to that address, so only its holder learns it. The
        // throw rolls back: the codes stay usable (the phone's for another address).
        const owner = await findUserByEmail(trx, email);
        if (owner && owner.id !== user.id) throw new ApiFailure(ACCOUNT_ERRORS.emailTaken);
        await setEmail(trx, user.id, email);
        const device = await sessionDevice(trx, oldToken);
        if (owesCheck && thirty_day && device) await trustDevice(trx, user.id, device, signInClientOf(request));
        return { token: await replaceSession(trx, oldToken, user.id) };
      });
      if ('failed' in outcome) throw outcome.failed;
      return ok({ token: outcome.token });
    },
  });
}
