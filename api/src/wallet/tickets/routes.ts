import { ERRORS } from '../../platform/error-codes';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../accounts/passwords';
import { ApiFailure } from '../../platform/api-failure';
import { ok } from '../../platform/envelope';
import type { WalletContext } from '../context';
import { WALLET_ERRORS } from '../errors';
import { answer } from '../schemas';
import { issueTicket } from './operation-tickets';
import { assertNotLocked, clearFailures, countFailure, uncountFailure } from './trx-password-guard';

const TicketSchema = Type.Object({
  ticket: Type.String({ description: 'single use; send it as X-Operation-Ticket with the money call' }),
  expires_at: Type.String({ format: 'date-time' }),
});

/** The transaction-password check that opens one money operation. */
export function registerTicketRoutes(app: FastifyInstance, { deps, database }: WalletContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/v1/account/trx-password/check',
    {
      preHandler: deps.requireUser,
      schema: {
        errors: [
          WALLET_ERRORS.trxPasswordNotSet,
          WALLET_ERRORS.trxPasswordWrong,
          WALLET_ERRORS.trxPasswordLocked,
          ERRORS.tooManyRequests,
        ],
        tags: ['wallet'],
        summary:
          'Check the transaction password; answers a 5-minute single-use ticket for one money call. Five wrong in 15 minutes lock money operations for 15 minutes.',
        body: Type.Object(
          { trx_password: Type.String({ minLength: 1, maxLength: 64 }) },
          { additionalProperties: false },
        ),
        response: answer(TicketSchema),
      },
    },
    async (request) => {
      const { userId } = request;
      const q = database.kysely;
      await assertNotLocked(q, userId);
      const row = await q.selectFrom('users').select('trx_password_hash').where('id', '=', userId).executeTakeFirst();
      if (!row?.trx_password_hash) throw new ApiFailure(WALLET_ERRORS.trxPasswordNotSet);
      // Counted before the slow comparison, so parallel guesses cannot slip past the limit.
      await countFailure(q, userId);
      const matches = await verifyPassword(request.body.trx_password, row.trx_password_hash, {
        lane: 'customer',
        key: `account:${userId}`,
      }).catch(async (refused: unknown) => {
        await uncountFailure(q, userId);
        throw refused;
      });
      if (!matches) {
        await assertNotLocked(q, userId);
        throw new ApiFailure(WALLET_ERRORS.trxPasswordWrong);
      }
      await clearFailures(q, userId);
      return ok(await issueTicket(q, userId));
    },
  );
}
