import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CardTransactionStatus, TransactionFilter, TransactionType } from '@portal/shared/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import type { PortableModuleDeps } from '../platform/module';
import { parseTime } from '../wallet/ledger/routes';
import { IdParams, PageOf, PageQuery, answer } from '../wallet/schemas';
import type { FeedFilter } from './feed-filter';
import { listTransactions, readTransaction } from './feed-query';
import { TransactionDetailsSchema, TransactionFilterSchema, TransactionSchema } from './schemas';

/** The request's filters (already checked by the schema) as the database reads them. */
export function feedFilter(userId: string, query: TransactionFilter): FeedFilter {
  const { start_time, end_time, card_id, keyword, ...equal } = query;
  const filter: FeedFilter = { userId, ...equal };
  if (card_id !== undefined) filter.cardId = card_id;
  if (keyword !== undefined) filter.keyword = keyword;
  const from = parseTime(start_time, 'start_time', false);
  const to = parseTime(end_time, 'end_time', true);
  if (from !== undefined) filter.from = from;
  if (to !== undefined) filter.to = to;
  return filter;
}

/** Every transaction of the user's cards and wallet, and one of them. */
export function registerTransactionRoutes(app: FastifyInstance, deps: PortableModuleDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['transactions'] };
  const preHandler = deps.requireUser;

  api.get(
    '/api/v1/transactions',
    {
      preHandler,
      schema: {
        ...base,
        summary:
          'The own card and wallet transactions, newest first; filters combine; start_time inclusive, end_time exclusive',
        querystring: Type.Object({ ...PageQuery, ...TransactionFilterSchema }, { additionalProperties: false }),
        response: answer(PageOf(TransactionSchema)),
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      const query = filter as TransactionFilter & { type?: TransactionType; status?: CardTransactionStatus };
      return ok(await listTransactions(deps.database, feedFilter(request.userId, query), { page, page_size }));
    },
  );

  api.get(
    '/api/v1/transactions/:id',
    {
      preHandler,
      schema: {
        ...base,
        summary: "One own transaction with its card, fee and status timeline (1004 for another user's)",
        params: IdParams,
        response: answer(TransactionDetailsSchema),
      },
    },
    async (request) => {
      const details = await readTransaction(deps.database, request.userId, request.params.id);
      if (!details) throw new ApiFailure('notFound');
      return ok(details);
    },
  );
}
