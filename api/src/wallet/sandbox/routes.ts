import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction';
import { ApiFailure } from '../../platform/api-failure';
import { ok } from '../../platform/envelope';
import { BalanceSchema, CardTransactionSchema } from '../answers';
import { refundToCard, spendOnCard } from '../cards/card-activity';
import { findCard } from '../cards/card-store';
import { tellCardTransactions } from '../cards/card-transaction-notice';
import type { WalletContext } from '../context';
import type { Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import { readBalances } from '../ledger/balances';
import { adminTopUp } from '../ledger/top-up';
import { balanceStatus, setWalletFrozen } from '../ledger/wallet-status';
import { parseAmount } from '../money';
import { AmountSchema, CurrencySchema, IdParams, answer } from '../schemas';
import { MAX_SEEDED_CARDS, seedCards } from './seed-cards';

const MOBILE = '^1(3\\d|4[01456879]|5[0-35-9]|6[2567]|7[0-8]|8\\d|9[0-35-9])\\d{8}$';
export const UserRef = {
  user_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  phone: Type.Optional(Type.String({ pattern: MOBILE, description: 'mainland mobile (+86)' })),
};
const CardActivityBody = Type.Object(
  { amount: AmountSchema, merchant_name: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/** The user named by id or +86 phone (4071 when neither, 4070 when nobody). */
export async function resolveUser(q: Queries, ref: { user_id?: string; phone?: string }): Promise<string> {
  if (ref.user_id === undefined && ref.phone === undefined) throw new ApiFailure(WALLET_ERRORS.userRequired);
  const users = q.selectFrom('users').select('id');
  const row = await (
    ref.user_id !== undefined
      ? users.where('id', '=', ref.user_id)
      : users.where('phone_prefix', '=', '86').where('phone', '=', ref.phone ?? '')
  ).executeTakeFirst();
  if (!row) throw new ApiFailure(WALLET_ERRORS.userNotFound);
  return row.id;
}

/** Sandbox admin calls (registered in sandbox mode only): wallet top-up and freeze, card activity, issuer. */
export function registerWalletSandboxRoutes(app: FastifyInstance, { deps, database, issuer }: WalletContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['sandbox'];
  const WalletAnswer = Type.Object({
    user_id: Type.String(),
    status: Type.String(),
    balances: Type.Array(BalanceSchema),
  });
  const q = database.kysely;
  const walletOf = async (userId: string) => ({
    user_id: userId,
    status: await balanceStatus(q, userId),
    balances: await readBalances(q, userId),
  });

  api.post(
    '/api/sandbox/admin/wallet/top-up',
    {
      schema: {
        errors: [WALLET_ERRORS.userRequired, WALLET_ERRORS.userNotFound, WALLET_ERRORS.amountTooHigh],
        tags,
        summary: 'Credit a wallet (ADMIN_RECHARGE_IN)',
        body: Type.Object(
          { ...UserRef, currency: CurrencySchema, amount: AmountSchema },
          { additionalProperties: false },
        ),
        response: answer(WalletAnswer),
      },
    },
    async (request) => {
      const units = parseAmount(request.body.amount);
      const userId = await resolveUser(q, request.body);
      await adminTopUp(database, userId, request.body.currency, units, '沙盒管理员充值');
      return ok(await walletOf(userId));
    },
  );

  api.put(
    '/api/sandbox/admin/wallet/status',
    {
      schema: {
        errors: [WALLET_ERRORS.userRequired, WALLET_ERRORS.userNotFound],
        tags,
        summary: 'Freeze or unfreeze a wallet; the user’s live stream gets a FREEZE event',
        body: Type.Object({ ...UserRef, frozen: Type.Boolean() }, { additionalProperties: false }),
        response: answer(WalletAnswer),
      },
    },
    async (request) => {
      const userId = await resolveUser(q, request.body);
      if (await setWalletFrozen(q, userId, request.body.frozen)) {
        try {
          await deps.messages.notifyWalletStatus(userId);
        } catch (error) {
          request.log.warn({ err: error }, 'wallet status event not sent');
        }
      }
      return ok(await walletOf(userId));
    },
  );

  for (const [kind, apply] of [
    [
      'spend',
      (trx: Queries, id: string, units: number, merchant: string) =>
        spendOnCard(database, trx, issuer, id, units, merchant),
    ],
    [
      'refund',
      (trx: Queries, id: string, units: number, merchant: string) => refundToCard(database, trx, id, units, merchant),
    ],
  ] as const) {
    api.post(
      `/api/sandbox/admin/cards/:id/${kind}`,
      {
        schema: {
          errors:
            kind === 'spend'
              ? [WALLET_ERRORS.amountTooHigh]
              : [WALLET_ERRORS.cardStatusInvalid, WALLET_ERRORS.amountTooHigh],
          tags,
          summary:
            kind === 'spend'
              ? 'A purchase (CONSUME); one refused by the card status, a spending limit or the balance is recorded as FAIL with its reason; a single-use card closes after its first'
              : 'A refund (REFUND)',
          params: IdParams,
          body: CardActivityBody,
          response: answer(CardTransactionSchema),
        },
      },
      async (request) => {
        const units = parseAmount(request.body.amount);
        const transaction = await inTransaction(database, (trx) =>
          apply(trx, request.params.id, units, request.body.merchant_name),
        );
        issuer.kick();
        const owner = (await findCard(q, transaction.card_id))?.user_id;
        if (owner !== undefined) tellCardTransactions(deps.messages, request.log, owner);
        return ok(transaction);
      },
    );
  }

  api.post(
    '/api/sandbox/admin/cards/seed',
    {
      schema: {
        errors: [WALLET_ERRORS.userRequired, WALLET_ERRORS.userNotFound],
        tags,
        summary: `Give a customer up to ${MAX_SEEDED_CARDS} cards at once (in use and frozen; no money moves), for demos and scale tests`,
        body: Type.Object(
          { ...UserRef, count: Type.Integer({ minimum: 1, maximum: MAX_SEEDED_CARDS }) },
          { additionalProperties: false },
        ),
        response: answer(Type.Object({ user_id: Type.String(), created: Type.Integer() })),
      },
    },
    async (request) => {
      const userId = await resolveUser(q, request.body);
      return ok({ user_id: userId, created: await seedCards(database, userId, request.body.count) });
    },
  );

  api.put(
    '/api/sandbox/admin/issuer',
    {
      schema: {
        tags,
        summary:
          'Set the simulated issuer’s latency (ms) and failure rate (0–1), in memory; waiting tasks follow the new latency',
        body: Type.Object(
          {
            latency_ms: Type.Integer({ minimum: 0, maximum: 600_000 }),
            failure_rate: Type.Number({ minimum: 0, maximum: 1 }),
          },
          { additionalProperties: false },
        ),
        response: answer(Type.Object({ latency_ms: Type.Integer(), failure_rate: Type.Number() })),
      },
    },
    async (request) => {
      await issuer.configure({ latencyMs: request.body.latency_ms, failureRate: request.body.failure_rate });
      return ok({ latency_ms: issuer.settings.latencyMs, failure_rate: issuer.settings.failureRate });
    },
  );
}
