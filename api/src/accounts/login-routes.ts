import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CALLS } from '@portal/shared/contract';
import { revokeSession } from '../auth/sessions';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { isDeviceTrusted, replaceSession, sessionDevice, sha256, startSession, trustDevice } from './account-sessions';
import { consumeCode } from './codes';
import { signedInUser, tokenOf, type AccountsContext } from './context';
import { ACCOUNT_ERRORS } from './errors';
import { identityOf } from './identities';
import { clearLoginFailures, isLockedOut, loginIdentifier, recordLoginFailure } from './login-guard';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import * as S from './schemas';
import { findUserByEmail, findUserByPhone } from './users';

const LoginBody = Type.Object(
  {
    password: S.LoginPasswordSchema,
    phone_info: Type.Optional(S.PhoneInfoSchema),
    email: Type.Optional(S.EmailSchema),
    device_id: Type.Optional(S.DeviceIdSchema),
  },
  { additionalProperties: false },
);

const LoginAnswer = S.envelopeOf(Type.Object({ token: Type.String(), email: Type.Boolean(), check: Type.Boolean() }));

const CodeCheckBody = Type.Object(
  { captcha: S.CaptchaSchema, thirty_day: Type.Boolean(), send_type: S.SendTypeSchema },
  { additionalProperties: false },
);

export function registerLoginRoutes(app: FastifyInstance, context: AccountsContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = context;

  api.post(
    CALLS.login.path,
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in by phone or e-mail',
        body: LoginBody,
        response: { 200: LoginAnswer },
      },
    },
    async (request) => {
      const { password, device_id } = request.body;
      const identity = identityOf(request.body);
      const identifier = loginIdentifier(identity);
      if (isLockedOut(db, identifier)) throw new ApiFailure(ACCOUNT_ERRORS.loginLocked);
      // Counted before the (slow) check so that parallel guesses count too; cleared on success.
      recordLoginFailure(db, identifier);
      const user =
        identity.channel === 'sms' ? findUserByPhone(db, identity.target) : findUserByEmail(db, identity.target);
      const matches = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
      if (!user || !matches) throw new ApiFailure(ACCOUNT_ERRORS.wrongCredentials);
      clearLoginFailures(db, identifier);
      if (user.disabled) throw new ApiFailure('accountDisabled');
      const device = device_id === undefined ? null : sha256(device_id);
      const check = !isDeviceTrusted(db, user.id, device);
      const token = startSession(db, user.id, device, check);
      return ok({ token, email: user.email !== null, check });
    },
  );

  api.post(
    CALLS.loginCodeCheck.path,
    {
      preHandler: context.requireSignIn,
      schema: {
        tags: ['account'],
        summary: 'Pass the access-code check of a sign-in; thirty_day trusts the device for 30 days',
        body: CodeCheckBody,
        response: { 200: S.envelopeOf(S.TokenAnswerSchema) },
      },
    },
    async (request) => {
      const { captcha, thirty_day, send_type } = request.body;
      const user = signedInUser(db, request.userId);
      const target = send_type === 'SEND_TYPE_PHONE' ? user.phone : user.email;
      if (!target) throw new ApiFailure(ACCOUNT_ERRORS.emailNotBound);
      const oldToken = tokenOf(request.headers.authorization);
      const outcome = db.transaction(() => {
        const used = consumeCode(db, { target, purpose: 'MARK_TYPE_ACCESS', code: captcha, userId: user.id });
        if (!used.ok) return used;
        const device = sessionDevice(db, oldToken);
        if (thirty_day && device) trustDevice(db, user.id, device);
        return { ok: true as const, token: replaceSession(db, oldToken, user.id) };
      })();
      if (!outcome.ok) throw new ApiFailure(outcome.failure);
      return ok({ token: outcome.token });
    },
  );

  api.delete(
    CALLS.logout.path,
    {
      preHandler: context.requireSignIn,
      schema: { tags: ['account'], summary: 'Sign out: revokes the token', response: { 200: S.NullAnswer } },
    },
    async (request) => {
      revokeSession(db, tokenOf(request.headers.authorization));
      return ok(null);
    },
  );
}
