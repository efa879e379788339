import { SIGNED_IN_ERRORS } from '../auth/require-user';
import { SEND_LIMIT_ERRORS, ACCOUNT_ERRORS } from './errors';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CALLS, type AccessPurpose, type MarkType } from '@portal/shared/contract';
import { authenticate, bearerToken } from '../auth/sessions';
import { callKey } from '../auth/unfinished-sign-in';
import { ApiFailure } from '../platform/api-failure';
import { ERRORS } from '../platform/error-codes';
import { ok } from '../platform/envelope';
import { sendCode, signedInUser, type AccountsContext, type CodeRequest } from './context';
import { identityForSendType, type Identity } from './identities';
import {
  AccessPurposeSchema,
  EmailSchema,
  MarkTypeSchema,
  NullAnswer,
  PhoneInfoSchema,
  SendTypeSchema,
} from './schemas';
import { findUserByEmail, findUserByPhone } from './users';

const SendCodeBody = Type.Object(
  {
    send_type: SendTypeSchema,
    mark_type: MarkTypeSchema,
    access_purpose: Type.Optional(AccessPurposeSchema),
    phone_info: Type.Optional(PhoneInfoSchema),
    email: Type.Optional(EmailSchema),
  },
  { additionalProperties: false },
);

const SendCodeAutoBody = Type.Object(
  {
    send_type: SendTypeSchema,
    mark_type: Type.Literal('MARK_TYPE_ACCESS'),
    access_purpose: Type.Optional(AccessPurposeSchema),
  },
  { additionalProperties: false },
);

/**
 * Who may use a code of each mark type, and whether it is really sent. Register and bind-e-mail
 * codes are always sent: a taken phone or e-mail is only reported once the code is used, that is,
 * only to whoever holds that phone or mailbox. An access code for an unknown account is a decoy.
 */
async function codeRequestFor(
  context: AccountsContext,
  mark: MarkType,
  accessPurpose: AccessPurpose | undefined,
  identity: Identity,
  authorization?: string,
): Promise<CodeRequest> {
  const db = context.database.kysely;
  if (accessPurpose !== undefined && mark !== 'MARK_TYPE_ACCESS') {
    throw new ApiFailure(ERRORS.validation, '不支持的参数 access_purpose');
  }
  const request = (userId: string | null, deliver: boolean): CodeRequest => ({
    ...identity,
    purpose: mark,
    accessPurpose,
    userId,
    deliver,
  });
  switch (mark) {
    case 'MARK_TYPE_REGISTER':
      if (identity.channel !== 'sms') throw new ApiFailure(ACCOUNT_ERRORS.sendTypeNotAllowed);
      return request(null, true);
    case 'MARK_TYPE_BIND_EMAIL': {
      if (identity.channel !== 'email') throw new ApiFailure(ACCOUNT_ERRORS.sendTypeNotAllowed);
      // The binding page asks for this code before the sign-in is finished.
      const route = callKey('sendCode');
      return request((await authenticate(context.database, bearerToken(authorization), { route })).userId, true);
    }
    case 'MARK_TYPE_ACCESS': {
      const owner = await (identity.channel === 'sms'
        ? findUserByPhone(db, identity.target)
        : findUserByEmail(db, identity.target));
      return request(owner?.id ?? null, owner !== undefined);
    }
  }
}

export function registerSendCodeRoutes(app: FastifyInstance, context: AccountsContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    CALLS.sendCode.path,
    {
      schema: {
        errors: [ACCOUNT_ERRORS.sendTypeNotAllowed, ...SEND_LIMIT_ERRORS, ...SIGNED_IN_ERRORS],
        security: [{}, { bearer: [] }],
        tags: ['account'],
        summary: 'Send a verification code',
        body: SendCodeBody,
        response: { 200: NullAnswer },
      },
    },
    async (request) => {
      const { send_type, mark_type, access_purpose } = request.body;
      const identity = identityForSendType(send_type, request.body);
      const code = await codeRequestFor(context, mark_type, access_purpose, identity, request.headers.authorization);
      await sendCode(context, code, request.ip, request.log);
      return ok(null);
    },
  );

  api.post(
    CALLS.sendCodeAuto.path,
    {
      preHandler: context.requireUser,
      schema: {
        errors: [ACCOUNT_ERRORS.emailNotBound, ...SEND_LIMIT_ERRORS],
        tags: ['account'],
        summary: "Send an access code to the signed-in user's own phone or e-mail",
        body: SendCodeAutoBody,
        response: { 200: NullAnswer },
      },
    },
    async (request) => {
      const user = await signedInUser(context, request.userId);
      const byPhone = request.body.send_type === 'SEND_TYPE_PHONE';
      const target = byPhone ? user.phone : user.email;
      if (!target) throw new ApiFailure(ACCOUNT_ERRORS.emailNotBound);
      const channel = byPhone ? 'sms' : 'email';
      await sendCode(
        context,
        {
          channel,
          target,
          purpose: 'MARK_TYPE_ACCESS',
          accessPurpose: request.body.access_purpose,
          userId: user.id,
          deliver: true,
        },
        request.ip,
        request.log,
      );
      return ok(null);
    },
  );
}
