import { PASSWORD_WORK_ERRORS, CODE_CHECK_ERRORS, SEND_LIMIT_ERRORS, ACCOUNT_ERRORS } from './errors';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CALLS, RESET_LINK_TYPES, type ResetLinkType } from '@portal/shared/contract';
import { ApiFailure } from '../platform/api-failure';
import { ERRORS } from '../platform/error-codes';
import { ok } from '../platform/envelope';
import { codeStillValid, consumeCode } from './codes';
import { sendCode, type AccountsContext } from './context';
import { identityOf } from './identities';
import { accountCounted } from './login-guard';
import { hashPassword } from './passwords';
import { grantReset, takeResetGrant } from './reset-grants';
import { resetPassword } from './reset-password';
import * as S from './schemas';
import { findUserByEmail, findUserByPhone, setTrxPasswordHash } from './users';

const ForgetCodeBody = Type.Object(
  {
    phone_info: Type.Optional(S.PhoneInfoSchema),
    email: Type.Optional(S.EmailSchema),
    /** E-mail only: which reset the link opens (default FORGET_PASSWORD). */
    type: Type.Optional(Type.Unsafe<ResetLinkType>({ type: 'string', enum: [...RESET_LINK_TYPES] })),
  },
  { additionalProperties: false },
);

const LinkCheckBody = Type.Object(
  {
    email: S.EmailSchema,
    captcha: S.CaptchaSchema,
    type: Type.Optional(Type.Unsafe<ResetLinkType>({ type: 'string', enum: [...RESET_LINK_TYPES] })),
  },
  { additionalProperties: false },
);

const LinkCheckAnswer = S.envelopeOf(Type.Object({ valid: Type.Boolean() }));

const ForgetCheckBody = Type.Object(
  { phone_info: S.PhoneInfoSchema, captcha: S.CaptchaSchema },
  { additionalProperties: false },
);

const ResetBody = Type.Object(
  {
    phone_info: Type.Optional(S.PhoneInfoSchema),
    email: Type.Optional(S.EmailSchema),
    password: S.NewPasswordSchema,
    captcha: Type.Optional(S.CaptchaSchema),
  },
  { additionalProperties: false },
);

const TrxResetBody = Type.Object(
  { email: S.EmailSchema, trx_password: S.NewPasswordSchema, captcha: S.CaptchaSchema },
  { additionalProperties: false },
);

const tags = ['account'];
const response = { 200: S.NullAnswer };

/** Every answer here is the same whether or not an account has the phone or e-mail. */
export function registerPasswordRoutes(app: FastifyInstance, context: AccountsContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const db = context.database.kysely;

  api.post(
    CALLS.forgetPasswordCode.path,
    {
      schema: {
        errors: [ACCOUNT_ERRORS.sendTypeNotAllowed, ...SEND_LIMIT_ERRORS],
        tags,
        summary: 'Send a reset code (phone) or a reset link (e-mail)',
        body: ForgetCodeBody,
        response,
      },
    },
    async (request) => {
      const identity = identityOf(request.body);
      if (identity.channel === 'sms' && request.body.type === 'FORGET_TRX_PASSWORD') {
        throw new ApiFailure(ACCOUNT_ERRORS.sendTypeNotAllowed);
      }
      const owner = await (identity.channel === 'sms'
        ? findUserByPhone(db, identity.target)
        : findUserByEmail(db, identity.target));
      const purpose = request.body.type ?? 'FORGET_PASSWORD';
      const code = { ...identity, purpose, userId: owner?.id ?? null, deliver: owner !== undefined };
      await sendCode(context, code, request.ip, request.log);
      return ok(null);
    },
  );

  api.post(
    CALLS.resetLinkCheck.path,
    {
      schema: {
        tags,
        summary:
          'Check an e-mailed reset link as it opens: valid while its code is unused, unexpired and not locked; a wrong code counts as a wrong try',
        body: LinkCheckBody,
        response: { 200: LinkCheckAnswer },
      },
    },
    async (request) => {
      const { email, captcha, type } = request.body;
      const target = S.normaliseEmail(email);
      return ok({ valid: await codeStillValid(db, { target, purpose: type ?? 'FORGET_PASSWORD', code: captcha }) });
    },
  );

  api.post(
    CALLS.forgetPasswordCheck.path,
    {
      schema: {
        errors: CODE_CHECK_ERRORS,
        tags,
        summary: 'Check the SMS reset code; allows one reset for 10 minutes',
        body: ForgetCheckBody,
        response,
      },
    },
    async (request) => {
      const { phone_info, captcha } = request.body;
      const used = await consumeCode(db, { target: phone_info.phone, purpose: 'FORGET_PASSWORD', code: captcha });
      if (!used.ok) throw new ApiFailure(used.failure);
      if (used.userId) await grantReset(db, used.userId, request.ip);
      return ok(null);
    },
  );

  api.put(
    CALLS.forgetPassword.path,
    {
      schema: {
        errors: [
          ACCOUNT_ERRORS.passwordRule,
          ACCOUNT_ERRORS.resetNotVerified,
          ...CODE_CHECK_ERRORS,
          ...PASSWORD_WORK_ERRORS,
        ],
        tags,
        summary: 'Set a new password (phone: after the check; e-mail: with the code of the link)',
        body: ResetBody,
        response,
      },
    },
    async (request) => {
      const { password, captcha } = request.body;
      const identity = identityOf(request.body);
      if (identity.channel === 'sms' && captcha !== undefined)
        throw new ApiFailure(ERRORS.validation, '不支持的参数 captcha');
      if (identity.channel === 'email' && captcha === undefined)
        throw new ApiFailure(ERRORS.validation, '缺少参数 captcha');
      if (!S.passesPasswordRule(password)) throw new ApiFailure(ACCOUNT_ERRORS.passwordRule);
      let userId: string | null;
      if (identity.channel === 'sms') {
        userId = (await findUserByPhone(db, identity.target))?.id ?? null;
        if (!userId || !(await takeResetGrant(db, userId, request.ip)))
          throw new ApiFailure(ACCOUNT_ERRORS.resetNotVerified);
      } else {
        const used = await consumeCode(db, {
          target: identity.target,
          purpose: 'FORGET_PASSWORD',
          code: captcha ?? '',
        });
        if (!used.ok) throw new ApiFailure(used.failure);
        userId = used.userId;
      }
      // A decoy code cannot be guessed in practice; if one ever is, it changes nothing.
      if (userId) {
        const passwordHash = await hashPassword(password, { lane: 'customer', key: accountCounted(userId) });
        await resetPassword(context.database, userId, passwordHash);
      }
      return ok(null);
    },
  );

  api.put(
    CALLS.forgetTrxPassword.path,
    {
      schema: {
        errors: [ACCOUNT_ERRORS.trxPasswordRule, ...CODE_CHECK_ERRORS, ...PASSWORD_WORK_ERRORS],
        tags,
        summary: 'Set a new transaction password with the code of the e-mailed link',
        body: TrxResetBody,
        response,
      },
    },
    async (request) => {
      const { email, trx_password, captcha } = request.body;
      if (!S.passesTrxPasswordRule(trx_password)) throw new ApiFailure(ACCOUNT_ERRORS.trxPasswordRule);
      const target = S.normaliseEmail(email);
      const used = await consumeCode(db, { target, purpose: 'FORGET_TRX_PASSWORD', code: captcha });
      if (!used.ok) throw new ApiFailure(used.failure);
      if (used.userId)
        await setTrxPasswordHash(
          db,
          used.userId,
          await hashPassword(trx_password, { lane: 'customer', key: accountCounted(used.userId) }),
        );
      return ok(null);
    },
  );
}
