import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CALLS } from '@portal/shared/contract';
import { ok } from '../platform/envelope';
import { signedInUser, type AccountsContext } from './context';
import { maskEmail, maskPhone } from './masked-account';
import * as S from './schemas';

const AccountInfo = Type.Object({
  id: Type.String({ description: "'' until the sign-in is finished" }),
  email: Type.String({
    description: "'' while none is bound; masked (d***@example.com) until the sign-in is finished",
  }),
  phone: Type.String({ description: 'masked (138****8000) until the sign-in is finished' }),
  phone_prefix: Type.String(),
});

/** GET /api/v1/account/info: the signed-in user's account (spec §3 user info). */
export function registerAccountInfoRoute(app: FastifyInstance, context: AccountsContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    CALLS.accountInfo.path,
    {
      preHandler: context.requireUser,
      schema: {
        tags: ['account'],
        summary: "The signed-in user's account",
        description:
          'Before the device check is passed and the e-mail bound, the phone and e-mail come masked and the id empty: ' +
          'the password alone reveals neither the phone nor the address.',
        response: { 200: S.envelopeOf(AccountInfo) },
      },
    },
    async (request) => {
      const user = await signedInUser(context, request.userId);
      const email = user.email ?? '';
      if (request.signInUnfinished) {
        return ok({ id: '', email: maskEmail(email), phone: maskPhone(user.phone), phone_prefix: user.phone_prefix });
      }
      // The owner gets the full phone; the portal masks it where the spec asks. No e-mail yet reads as ''.
      return ok({ id: user.id, email, phone: user.phone, phone_prefix: user.phone_prefix });
    },
  );
}
