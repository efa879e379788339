import { CODE_CHECK_ERRORS, PASSWORD_WORK_ERRORS, ACCOUNT_ERRORS } from './errors';
import { ERRORS } from '../platform/error-codes';
import { inTransaction } from '../db/transaction';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { CALLS } from '@portal/shared/contract';
import { revokeSession } from '../auth/sessions';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { isDeviceTrusted, replaceSession, sessionDevice, sha256, startSession, trustDevice } from './account-sessions';
import { consumeCode } from './codes';
import { signedInUser, tokenOf, type AccountsContext } from './context';
import { identityOf, type Identity } from './identities';
import { accountCounted, admitSignIn, clearLoginFailures, identifierCounted, recordLoginFailure } from './login-guard';
import { hashPassword, isOutdatedHash, verifyAgainstDummy, verifyPassword } from './passwords';
import * as S from './schemas';
import { signInClientOf, type SignInClient } from './sign-in-client';
import { findUserByEmail, findUserByPhone, setPasswordHash } from './users';

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

/** Checks the password and starts a session, within the sign-in limits of the account and the address. */
async function signIn(
  context: AccountsContext,
  body: Static<typeof LoginBody> & { identity: Identity },
  client: SignInClient,
) {
  const { ip } = client;
  const db = context.database.kysely;
  const { identity } = body;
  const user = await (identity.channel === 'sms'
    ? findUserByPhone(db, identity.target)
    : findUserByEmail(db, identity.target));
  const device = body.device_id === undefined ? null : sha256(body.device_id);
  const attempt = {
    counted: user ? accountCounted(user.id) : identifierCounted(identity),
    ip,
    deviceHash: device,
    trustedDevice: user !== undefined && (await isDeviceTrusted(db, user.id, device)),
  };
  const admission = await admitSignIn(db, attempt, context.signInLimits);
  if ('refused' in admission) throw new ApiFailure(admission.refused);
  const owner = { lane: admission.lane, key: attempt.counted };
  const matches = user
    ? await verifyPassword(body.password, user.password_hash, owner)
    : await verifyAgainstDummy(body.password, owner);
  if (!user || !matches) {
    await recordLoginFailure(context.database, attempt);
    throw new ApiFailure(ACCOUNT_ERRORS.wrongCredentials);
  }
  await clearLoginFailures(db, attempt);
  if (user.disabled) throw new ApiFailure('accountDisabled');
  if (isOutdatedHash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(body.password, owner));
  const trusted = admission.lane === 'trustedSignIn';
  const token = await startSession(db, user.id, device, client, !trusted);
  return { token, email: user.email !== null, check: !trusted };
}

export function registerLoginRoutes(app: FastifyInstance, context: AccountsContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    CALLS.login.path,
    {
      schema: {
        errors: [
          ACCOUNT_ERRORS.wrongCredentials,
          ACCOUNT_ERRORS.loginLocked,
          ERRORS.accountDisabled,
          ...PASSWORD_WORK_ERRORS,
        ],
        tags: ['account'],
        summary: 'Sign in by phone or e-mail',
        body: LoginBody,
        response: { 200: LoginAnswer },
      },
    },
    async (request) => {
      const identity = identityOf(request.body);
      const entry = await context.addressGate.enter(request.ip);
      if ('refused' in entry) throw new ApiFailure(entry.refused);
      try {
        return ok(await signIn(context, { ...request.body, identity }, signInClientOf(request)));
      } finally {
        entry.release();
      }
    },
  );

  api.post(
    CALLS.loginCodeCheck.path,
    {
      preHandler: context.requireUser,
      schema: {
        errors: [ACCOUNT_ERRORS.emailNotBound, ...CODE_CHECK_ERRORS],
        tags: ['account'],
        summary: 'Pass the access-code check of a sign-in; thirty_day trusts the device for 30 days',
        body: CodeCheckBody,
        response: { 200: S.envelopeOf(S.TokenAnswerSchema) },
      },
    },
    async (request) => {
      const { captcha, thirty_day, send_type } = request.body;
      const user = await signedInUser(context, request.userId);
      const target = send_type === 'SEND_TYPE_PHONE' ? user.phone : user.email;
      if (!target) throw new ApiFailure(ACCOUNT_ERRORS.emailNotBound);
      const oldToken = tokenOf(request.headers.authorization);
      const outcome = await inTransaction(context.database, async (trx) => {
        const used = await consumeCode(trx, {
          target,
          purpose: 'MARK_TYPE_ACCESS',
          accessPurpose: 'SIGN_IN_CHECK',
          code: captcha,
          userId: user.id,
        });
        if (!used.ok) return used;
        const device = await sessionDevice(trx, oldToken);
        if (thirty_day && device) await trustDevice(trx, user.id, device, signInClientOf(request));
        return { ok: true as const, token: await replaceSession(trx, oldToken, user.id) };
      });
      if (!outcome.ok) throw new ApiFailure(outcome.failure);
      return ok({ token: outcome.token });
    },
  );

  api.delete(
    CALLS.logout.path,
    {
      preHandler: context.requireUser,
      schema: { tags: ['account'], summary: 'Sign out: revokes the token', response: { 200: S.NullAnswer } },
    },
    async (request) => {
      await revokeSession(context.database, tokenOf(request.headers.authorization));
      return ok(null);
    },
  );
}
