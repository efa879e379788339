import { TICKETED_ERRORS, WALLET_ERRORS } from '../errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../platform/api-failure';
import { ok } from '../../platform/envelope';
import { BatchStatusSchema } from '../answers';
import type { Queries } from '../db';
import { findProduct, listProducts, type CardProduct } from '../cards/products';
import type { WalletContext } from '../context';
import { idempotent } from '../idempotency';
import { openingControls } from '../limits/card-limits';
import { OpeningControls } from '../limits/schemas';
import { parseAmount } from '../money';
import { AmountSchema, CurrencySchema, TicketedMoneyHeaders, answer } from '../schemas';
import { ticketGuard } from '../tickets/operation-tickets';
import { BATCH_MAX_QUANTITY, batchStatus } from './batch-jobs';

/** The product of a batch: by product_id (the brief), or the first of a currency (the contract's body). */
async function batchProduct(
  q: Queries,
  productId: string | undefined,
  currency: string | undefined,
): Promise<CardProduct> {
  if (productId === undefined) {
    if (currency === undefined) throw new ApiFailure('validation', '缺少参数 product_id');
    const product = (await listProducts(q)).find((candidate) => candidate.currency === currency);
    if (!product) throw new ApiFailure(WALLET_ERRORS.productNotFound);
    return product;
  }
  const product = await findProduct(q, productId);
  if (currency !== undefined && currency !== product.currency) throw new ApiFailure(WALLET_ERRORS.currencyMismatch);
  return product;
}

/** Batch card creation: start a durable job, and its progress. */
export function registerBatchRoutes(app: FastifyInstance, { deps, database, batch }: WalletContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['cards'] };
  const preHandler = deps.requireUser;

  api.post(
    '/api/v1/batch-create-card',
    {
      preHandler,
      schema: {
        errors: [
          ...TICKETED_ERRORS,
          WALLET_ERRORS.productNotFound,
          WALLET_ERRORS.currencyMismatch,
          WALLET_ERRORS.cardLimitReached,
          WALLET_ERRORS.insufficientBalance,
          WALLET_ERRORS.batchRunning,
          WALLET_ERRORS.amountTooLow,
          WALLET_ERRORS.amountTooHigh,
          WALLET_ERRORS.profileRequired,
          WALLET_ERRORS.walletFrozen,
        ],
        ...base,
        summary: `Start a batch of 1–${BATCH_MAX_QUANTITY} cards, each loaded with amount; one running job per user`,
        headers: TicketedMoneyHeaders,
        body: Type.Object(
          {
            product_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
            currency: Type.Optional(CurrencySchema),
            quantity: Type.Integer({ minimum: 1, maximum: BATCH_MAX_QUANTITY }),
            amount: AmountSchema,
            ...OpeningControls,
          },
          { additionalProperties: false },
        ),
        response: answer(Type.Object({ ...BatchStatusSchema.properties, job_id: Type.String() })),
      },
    },
    async (request, reply) => {
      const answered = await idempotent(
        database,
        request,
        reply,
        'POST /api/v1/batch-create-card',
        async (trx) => {
          const { product_id, currency, quantity, amount } = request.body;
          const product = await batchProduct(trx, product_id, currency);
          const units = parseAmount(amount);
          const job = await batch.start(trx, request.userId, product, quantity, units, openingControls(request.body));
          return { ...(await batchStatus(trx, request.userId)), job_id: job.id };
        },
        ticketGuard(request.userId, request.headers),
      );
      // The job's first cards open after its commit, before the answer (a replay finds its job going).
      await batch.begin(answered.data.job_id);
      return answered;
    },
  );

  api.get(
    '/api/v1/card/batch-create-card-status',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'exist while a job runs; otherwise the counts of the last job (zeros if none)',
        response: answer(BatchStatusSchema),
      },
    },
    async (request) => ok(await batchStatus(database.kysely, request.userId)),
  );
}
