import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CALLS, PHONE_PREFIX } from '@portal/shared/contract';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { startSession } from './account-sessions';
import { consumeCode } from './codes';
import { signedInUser, type AccountsContext } from './context';
import { ACCOUNT_ERRORS } from './errors';
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

const AccountInfo = Type.Object({
  id: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  phone_prefix: Type.String(),
});

const TokenAnswer = S.envelopeOf(S.TokenAnswerSchema);

export function registerRegisterRoutes(app: FastifyInstance, context: AccountsContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = context;

  api.post(
    CALLS.register.path,
    {
      schema: {
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
      const used = consumeCode(db, { target: phone, purpose: 'MARK_TYPE_REGISTER', code: captcha });
      if (!used.ok) throw new ApiFailure(used.failure);
      // Registration must tell a taken phone (2003), but only after a valid code: only the phone's holder learns it.
      if (findUserByPhone(db, phone)) throw new ApiFailure(ACCOUNT_ERRORS.phoneRegistered);
      const passwordHash = await hashPassword(password);
      const token = db.transaction(() => {
        if (findUserByPhone(db, phone)) return null;
        return startSession(db, insertUser(db, { phone, passwordHash, invitationCode: invitation_code }), null);
      })();
      if (!token) throw new ApiFailure(ACCOUNT_ERRORS.phoneRegistered);
      return ok({ token });
    },
  );

  api.get(
    CALLS.accountInfo.path,
    {
      preHandler: context.requireSignIn,
      schema: {
        tags: ['account'],
        summary: "The signed-in user's account",
        response: { 200: S.envelopeOf(AccountInfo) },
      },
    },
    async (request) => {
      const user = signedInUser(db, request.userId);
      // The owner gets the full phone; the portal masks it where the spec asks. No e-mail yet reads as ''.
      return ok({ id: user.id, email: user.email ?? '', phone: user.phone, phone_prefix: user.phone_prefix });
    },
  );
}
