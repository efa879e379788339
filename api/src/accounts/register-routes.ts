import { PASSWORD_WORK_ERRORS, CODE_CHECK_ERRORS, ACCOUNT_ERRORS } from './errors';
import { inTransaction } from '../db/transaction';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CALLS, PHONE_PREFIX } from '@portal/shared/contract';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { startSession } from './account-sessions';
import { signInClientOf } from './sign-in-client';
import { consumeCode } from './codes';
import type { AccountsContext } from './context';
import { hashPassword } from './passwords';
import * as S from './schemas';
import { findUserByPhone, insertUser } from './users';

const RegisterBody = Type.Object(
  {
    phone_prefix: Type.Literal(PHONE_PREFIX),
    phone: S.PhoneSchema,
    password: S.NewPasswordSchema,
    captcha: S.CaptchaSchema,
    invitation_code: Type.Optional(S.InvitationCodeSchema),
  },
  { additionalProperties: false },
);

const TokenAnswer = S.envelopeOf(S.TokenAnswerSchema);

export function registerRegisterRoutes(app: FastifyInstance, context: AccountsContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const db = context.database.kysely;

  api.post(
    CALLS.register.path,
    {
      schema: {
        errors: [
          ACCOUNT_ERRORS.passwordRule,
          ACCOUNT_ERRORS.phoneRegistered,
          ...CODE_CHECK_ERRORS,
          ...PASSWORD_WORK_ERRORS,
        ],
        tags: ['account'],
        summary: 'Register with a phone and its code',
        body: RegisterBody,
        response: { 200: TokenAnswer },
      },
    },
    async (request) => {
      const { phone, password, captcha, invitation_code = null } = request.body;
      // The rule first, so that a bad password does not use up the code.
      if (!S.passesPasswordRule(password)) throw new ApiFailure(ACCOUNT_ERRORS.passwordRule);
      const used = await consumeCode(db, { target: phone, purpose: 'MARK_TYPE_REGISTER', code: captcha });
      if (!used.ok) throw new ApiFailure(used.failure);
      // Registration must tell a taken phone (2003), but only after a valid code: only the phone's holder learns it.
      if (await findUserByPhone(db, phone)) throw new ApiFailure(ACCOUNT_ERRORS.phoneRegistered);
      const client = signInClientOf(request);
      const passwordHash = await hashPassword(password, { lane: 'customer', key: `phone:${phone}` });
      const token = await inTransaction(context.database, async (trx) => {
        if (await findUserByPhone(trx, phone)) return null;
        const userId = await insertUser(trx, { phone, passwordHash, invitationCode: invitation_code });
        return startSession(trx, userId, null, client);
      });
      if (!token) throw new ApiFailure(ACCOUNT_ERRORS.phoneRegistered);
      return ok({ token });
    },
  );
}
