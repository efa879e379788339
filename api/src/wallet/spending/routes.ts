import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope';
import type { WalletContext } from '../context';
import { MoneySchema, Nullable, answer } from '../schemas';
import { readSpending } from './spending';

const MONTH = Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM, Asia/Shanghai' });

export const SpendingSummarySchema = Type.Object({
  from: MONTH,
  to: MONTH,
  currencies: Type.Array(
    Type.Object({
      currency: Type.String(),
      total: MoneySchema(),
      months: Type.Array(Type.Object({ month: MONTH, amount: MoneySchema() }), {
        description: 'every month from `from` to `to`, oldest first; 0.00 when nothing was spent',
      }),
      top_cards: Type.Array(
        Type.Object({
          card_id: Type.String(),
          last4: Type.String(),
          nickname: Nullable(Type.String({ description: 'the customer’s name for the card; null when it has none' })),
          amount: MoneySchema(),
        }),
        { description: 'at most 5 cards, the most spent first' },
      ),
      other_cards: Type.Object(
        { count: Type.Integer(), amount: MoneySchema() },
        { description: 'the cards after the top 5, summed' },
      ),
    }),
    { description: 'each currency with settled purchases in the period; empty before the first one' },
  ),
});

/** The wallet's spending summary, for its charts: the signed-in customer's own cards only. */
export function registerSpendingRoutes(app: FastifyInstance, { deps, database }: WalletContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/v1/balance/spending',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['wallet'],
        summary:
          'Settled card purchases of the current month and the 11 before it (Asia/Shanghai), per currency: by month and top 5 cards',
        response: answer(SpendingSummarySchema),
      },
    },
    async (request) => ok(await readSpending(database.kysely, database.dialect, request.userId)),
  );
}
