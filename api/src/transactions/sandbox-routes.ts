import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../platform/envelope';
import type { PortableModuleDeps } from '../platform/module';
import { tellCardTransactions } from '../wallet/cards/card-transaction-notice';
import { UserRef, resolveUser } from '../wallet/sandbox/routes';
import { answer } from '../wallet/schemas';
import { MAX_SEEDED_TRANSACTIONS, seedTransactions } from './seed-transactions';

/** The sandbox admin call that gives a customer many transactions (registered in sandbox mode only). */
export function registerTransactionSandboxRoutes(
  app: FastifyInstance,
  { database, messages }: PortableModuleDeps,
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/sandbox/admin/transactions/seed',
    {
      schema: {
        tags: ['sandbox'],
        summary: `Give a customer up to ${MAX_SEEDED_TRANSACTIONS} card transactions at once (no money moves), for demos and scale tests`,
        body: Type.Object(
          { ...UserRef, count: Type.Integer({ minimum: 1, maximum: MAX_SEEDED_TRANSACTIONS }) },
          { additionalProperties: false },
        ),
        response: answer(Type.Object({ user_id: Type.String(), created: Type.Integer() })),
      },
    },
    async (request) => {
      const userId = await resolveUser(database.kysely, request.body);
      const created = await seedTransactions(database, userId, request.body.count);
      tellCardTransactions(messages, request.log, userId);
      return ok({ user_id: userId, created });
    },
  );
}
