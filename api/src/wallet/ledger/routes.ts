import { KEYED_ERRORS, WALLET_ERRORS } from '../errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { WALLET_TRANSACTION_TYPES, type WalletTransactionType } from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../platform/api-failure';
import { UntilNextWrite } from '../../db/until-next-write';
import { ok, sendJsonText } from '../../platform/envelope';
import { storedTextsFor } from '../../platform/language';
import { BalanceSchema, TopUpSchema, WalletTransactionSchema } from '../answers';
import { liveCardCount } from '../cards/card-store';
import type { WalletContext } from '../context';
import { idempotent } from '../idempotency';
import { parseAmount } from '../money';
import { AmountSchema, CurrencySchema, IdempotencyHeaders, PageOf, PageQuery, answer } from '../schemas';
import { readBalances } from './balances';
import { requestTopUp } from './top-up';
import { listWalletTransactions } from './wallet-transactions';
import { balanceStatus } from './wallet-status';

const TYPES = Object.keys(WALLET_TRANSACTION_TYPES) as WalletTransactionType[];
export const TIME = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
  description: 'ISO 8601 date or date-time; a bare end date includes that whole day (UTC)',
});

/** A date (UTC) or date-time as epoch ms; a bare end date means the start of the next day. */
export function parseTime(value: string | undefined, field: string, end: boolean): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(ms)) throw new ApiFailure('validation', `参数 ${field} 格式不正确`);
  return end && value.length === 10 ? ms + 24 * 60 * 60 * 1000 : ms;
}

/** Balances, balance status, card amount, the wallet ledger and top-up requests. */
export function registerBalanceRoutes(app: FastifyInstance, { deps, database }: WalletContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['wallet'] };
  const preHandler = deps.requireUser;
  const q = database.kysely;
  // The wallet page's first read, answered from memory (as JSON) until the database is written (SQLite only).
  const balanceAnswers = database.sqlite ? new UntilNextWrite<Buffer>(database.sqlite) : null;
  const balanceAnswer = async (userId: string) => Buffer.from(JSON.stringify(ok(await readBalances(q, userId))));

  api.get(
    '/api/v1/balance',
    { preHandler, schema: { ...base, summary: 'Balances per currency', response: answer(Type.Array(BalanceSchema)) } },
    async (request, reply) => {
      const { userId } = request;
      const body = balanceAnswers
        ? await balanceAnswers.read(userId, () => balanceAnswer(userId))
        : await balanceAnswer(userId);
      return sendJsonText(reply, body as Buffer);
    },
  );

  api.get(
    '/api/v1/balance/account-balance-status',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'BALANCE_STATUS_AVAILABLE, or BALANCE_STATUS_FREEZE when the merchant froze the wallet',
        response: answer(Type.Object({ status: Type.String() })),
      },
    },
    async (request) => ok({ status: await balanceStatus(q, request.userId) }),
  );

  api.get(
    '/api/v1/balance/card-amount',
    {
      preHandler,
      schema: {
        ...base,
        summary:
          'Cards held: those neither failed nor deleted; with opened-available’s available it adds up to the 200 live cards',
        response: answer(Type.Object({ amount: Type.Integer() })),
      },
    },
    async (request) => ok({ amount: await liveCardCount(q, request.userId) }),
  );

  api.get(
    '/api/v1/balance/transactions',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'Wallet ledger, newest first; start_time inclusive, end_time exclusive',
        querystring: Type.Object({
          ...PageQuery,
          type: Type.Optional(Type.Union(TYPES.map((type) => Type.Literal(type)))),
          currency: Type.Optional(CurrencySchema),
          start_time: Type.Optional(TIME),
          end_time: Type.Optional(TIME),
        }),
        response: answer(PageOf(WalletTransactionSchema)),
      },
    },
    async (request, reply) => {
      const { start_time, end_time, ...rest } = request.query;
      const query = {
        ...rest,
        from: parseTime(start_time, 'start_time', false),
        to: parseTime(end_time, 'end_time', true),
      };
      const page = await listWalletTransactions(q, request.userId, query);
      const inReadersLanguage = storedTextsFor(request, reply);
      return ok({ ...page, list: page.list.map((row) => ({ ...row, remark: inReadersLanguage(row.remark) })) });
    },
  );

  api.post(
    '/api/v1/balance/top-up',
    {
      preHandler,
      schema: {
        errors: [...KEYED_ERRORS, WALLET_ERRORS.amountTooHigh, WALLET_ERRORS.walletFrozen],
        ...base,
        summary: 'Ask for a top-up: credited at once in the sandbox, pending (counted in anew) in production',
        headers: IdempotencyHeaders,
        body: Type.Object({ amount: AmountSchema, currency: CurrencySchema }, { additionalProperties: false }),
        response: answer(TopUpSchema),
      },
    },
    async (request, reply) =>
      idempotent(database, request, reply, 'POST /api/v1/balance/top-up', (trx) =>
        requestTopUp(
          database,
          trx,
          request.userId,
          request.body.currency,
          parseAmount(request.body.amount),
          deps.config.mode === 'sandbox',
        ),
      ),
  );
}
