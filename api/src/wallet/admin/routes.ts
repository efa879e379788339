import { ERRORS } from '../../platform/error-codes';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../platform/api-failure';
import type { SystemMessage } from '../../platform/system-messages';
import { ok } from '../../platform/envelope';
import { createRequireAdmin } from '../../platform/require-admin';
import type { WalletContext } from '../context';
import { decideTopUp, listTopUpRequests, topUpRequestOwner, type TopUpView } from '../ledger/top-up';
import { CurrencySchema, IdParams, MoneySchema, PageOf, PageQuery, answer, Nullable } from '../schemas';

const TOP_UP_STATUSES = ['TOP_UP_STATUS_PENDING', 'TOP_UP_STATUS_APPROVED', 'TOP_UP_STATUS_REJECTED'] as const;
const TopUpStatusSchema = Type.Union(TOP_UP_STATUSES.map((status) => Type.Literal(status)));

const TopUpRequestSchema = Type.Object({
  id: Type.String(),
  user_id: Type.String(),
  phone: Type.String(),
  currency: CurrencySchema,
  amount: MoneySchema(),
  status: TopUpStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
  decided_at: Nullable(Type.String({ format: 'date-time' })),
});

const DecisionSchema = Type.Object({
  id: Type.String(),
  currency: CurrencySchema,
  amount: MoneySchema(),
  status: TopUpStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
});

/** What the customer is told about a decision, as a station message. */
const decisionMessage = (decided: TopUpView): SystemMessage => ({
  key: decided.status === 'TOP_UP_STATUS_APPROVED' ? 'topUpApproved' : 'topUpRejected',
  values: { amount: decided.amount, currency: decided.currency },
});

/**
 * The merchant operators' calls (any mode, only when ADMIN_TOKEN is set): the queue of top-up requests
 * and the decision on each. A decision credits the wallet (approval), clears `anew` either way and
 * tells the customer in a station message.
 */
export function registerWalletAdminRoutes(
  app: FastifyInstance,
  { deps, database }: WalletContext,
  adminToken: string,
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = createRequireAdmin(adminToken);
  const base = { tags: ['admin'], security: [{ bearer: [] }] };

  api.get(
    '/api/admin/top-up-requests',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'Top-up requests of every customer, oldest first; status filters (e.g. the pending queue)',
        querystring: Type.Object({ ...PageQuery, status: Type.Optional(TopUpStatusSchema) }),
        response: answer(PageOf(TopUpRequestSchema)),
      },
    },
    async (request) => ok(await listTopUpRequests(database.kysely, request.query)),
  );

  for (const [decision, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    api.post(
      `/api/admin/top-up-requests/:id/${decision}`,
      {
        preHandler,
        schema: {
          errors: [ERRORS.conflict],
          ...base,
          summary: approve
            ? 'Approve a pending top-up request: the wallet is credited (ADMIN_RECHARGE_IN)'
            : 'Reject a pending top-up request: nothing is credited',
          params: IdParams,
          response: answer(DecisionSchema),
        },
      },
      async (request) => {
        const owner = await topUpRequestOwner(database.kysely, request.params.id);
        if (owner === undefined) throw new ApiFailure('notFound');
        const decided = await decideTopUp(database, request.params.id, approve);
        // Decided already (by another operator, or twice): nothing changes.
        if (!decided) throw new ApiFailure('conflict');
        await deps.messages.sendStationMessage(owner, decisionMessage(decided));
        return ok(decided);
      },
    );
  }
}
