import { WALLET_ERRORS } from '../errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction';
import { ok } from '../../platform/envelope';
import { findUserCard } from '../cards/card-store';
import type { WalletContext } from '../context';
import { IdParams, MoneySchema, Nullable, answer } from '../schemas';
import { limitsView, saveLimits } from './card-limits';
import { LimitsBody } from './schemas';

const CardLimitsSchema = Type.Object({
  card_id: Type.String(),
  currency: Type.String(),
  per_transaction_limit: Nullable(MoneySchema('null: no limit')),
  daily_limit: Nullable(MoneySchema('null: no limit')),
  monthly_limit: Nullable(MoneySchema('null: no limit')),
  single_use: Type.Boolean({ description: 'closed after its first settled purchase' }),
  spent_today: MoneySchema('purchases (settled or pending) since the start of today, Asia/Shanghai'),
  spent_this_month: MoneySchema('purchases since the start of this calendar month, Asia/Shanghai'),
  left_today: Nullable(MoneySchema('null without a daily limit')),
  left_this_month: Nullable(MoneySchema('null without a monthly limit')),
  time_zone: Type.String({ description: 'Asia/Shanghai' }),
});

/** A card's spending controls: read them with what is left, and replace its three limits. Owner only. */
export function registerCardLimitRoutes(app: FastifyInstance, { deps, database }: WalletContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['cards'] };
  const preHandler = deps.requireUser;

  api.get(
    '/api/v1/card/:id/limits',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'The card’s spending limits, whether it is single-use, and what is left today and this month',
        params: IdParams,
        response: answer(CardLimitsSchema),
      },
    },
    async (request) =>
      ok(await limitsView(database.kysely, await findUserCard(database.kysely, request.userId, request.params.id))),
  );

  api.put(
    '/api/v1/card/:id/limits',
    {
      preHandler,
      schema: {
        errors: [WALLET_ERRORS.limitsOutOfOrder, WALLET_ERRORS.cardStatusInvalid, WALLET_ERRORS.amountTooHigh],
        ...base,
        summary:
          'Replace the card’s per-transaction, daily and monthly limits (null: none); per transaction <= daily <= monthly',
        params: IdParams,
        body: LimitsBody,
        response: answer(CardLimitsSchema),
      },
    },
    async (request) =>
      ok(
        await inTransaction(database, async (trx) => {
          const card = await findUserCard(trx, request.userId, request.params.id, database);
          return limitsView(trx, await saveLimits(trx, card, request.body));
        }),
      ),
  );
}
