import { TICKETED_ERRORS, KEYED_ERRORS, WALLET_ERRORS } from '../errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CARD_TRANSACTION_STATUSES,
  CARD_TRANSACTION_TYPES,
  UPDATE_CARD_STATUS,
  type CardTransactionStatus,
  type CardTransactionType,
} from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../platform/api-failure';
import { inTransaction } from '../../db/transaction';
import { ok } from '../../platform/envelope';
import { storedTextsFor } from '../../platform/language';
import { CardDetailsSchema, CardMovementSchema, CardSecretsSchema, CardTransactionSchema } from '../answers';
import type { WalletContext } from '../context';
import { idempotent } from '../idempotency';
import { parseAmount } from '../money';
import {
  AmountSchema,
  IdParams,
  IdempotencyHeaders,
  PageOf,
  PageQuery,
  TicketedMoneyHeaders,
  answer,
} from '../schemas';
import { ticketGuard } from '../tickets/operation-tickets';
import { rechargeCard, withdrawCard } from './card-money';
import { requestCardAction, requestCardDelete } from './card-status';
import { tellCardTransactions } from './card-transaction-notice';
import { listCardTransactions } from './card-transactions';
import { cardDetailsView, findUserCard } from './card-store';
import { revealCard } from './reveal-card';

const literals = <T extends string>(values: T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const AmountBody = Type.Object({ amount: AmountSchema }, { additionalProperties: false });

/** What can be done to one card: status, delete, recharge, withdraw, its transactions and its secrets. */
export function registerCardActionRoutes(app: FastifyInstance, context: WalletContext): void {
  const { deps, database, issuer } = context;
  const q = database.kysely;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['cards'], params: IdParams };
  const preHandler = deps.requireUser;

  api.put(
    '/api/v1/card/:id/status',
    {
      preHandler,
      schema: {
        errors: [WALLET_ERRORS.cardStatusInvalid, ...KEYED_ERRORS],
        ...base,
        summary: 'Freeze (NORMAL -> FREEZING -> FREEZE) or unfreeze (FREEZE/FREEZING -> UNFREEZING -> NORMAL)',
        description:
          'With an Idempotency-Key, a change that was made answers the same key again with its answer: a freeze the portal kept offline and sends again after a lost answer is made once.',
        headers: IdempotencyHeaders,
        body: Type.Object(
          {
            action: literals(Object.values(UPDATE_CARD_STATUS)),
            card_id: Type.Optional(Type.String({ maxLength: 64, description: 'the contract’s field; must match' })),
          },
          { additionalProperties: false },
        ),
        response: answer(CardDetailsSchema),
      },
    },
    async (request, reply) => {
      const { action, card_id } = request.body;
      if (card_id !== undefined && card_id !== request.params.id) {
        throw new ApiFailure('validation', '参数 card_id 与路径不一致');
      }
      const answer = await idempotent(database, request, reply, 'PUT /api/v1/card/{id}/status', async (trx) =>
        cardDetailsView(await requestCardAction(database, trx, issuer, request.userId, request.params.id, action)),
      );
      issuer.kick();
      return answer;
    },
  );

  api.delete(
    '/api/v1/card/:id',
    {
      preHandler,
      schema: {
        errors: [WALLET_ERRORS.cardStatusInvalid],
        ...base,
        summary: 'Delete: NORMAL/FREEZE -> DELETING -> DELETE, the balance returns to the wallet; FAIL at once',
        response: answer(CardDetailsSchema),
      },
    },
    async (request) => {
      const card = await inTransaction(database, (trx) =>
        requestCardDelete(database, trx, issuer, request.userId, request.params.id),
      );
      issuer.kick();
      tellCardTransactions(deps.messages, request.log, request.userId);
      return ok(cardDetailsView(card));
    },
  );

  for (const [operation, move, summary] of [
    ['recharge', rechargeCard, 'Recharge from the wallet: amount + recharge_fee leave the wallet'],
    ['withdraw', withdrawCard, 'Withdraw to the wallet: the wallet receives amount - withdraw_fee'],
  ] as const) {
    api.post(
      `/api/v1/card/:id/${operation}`,
      {
        preHandler,
        schema: {
          errors:
            operation === 'recharge'
              ? [
                  ...TICKETED_ERRORS,
                  WALLET_ERRORS.amountTooLow,
                  WALLET_ERRORS.amountTooHigh,
                  WALLET_ERRORS.cardStatusInvalid,
                  WALLET_ERRORS.walletFrozen,
                  WALLET_ERRORS.insufficientBalance,
                ]
              : [
                  ...TICKETED_ERRORS,
                  WALLET_ERRORS.amountTooHigh,
                  WALLET_ERRORS.feeExceedsAmount,
                  WALLET_ERRORS.cardBalanceInsufficient,
                  WALLET_ERRORS.cardStatusInvalid,
                  WALLET_ERRORS.walletFrozen,
                ],
          ...base,
          summary,
          headers: TicketedMoneyHeaders,
          body: AmountBody,
          response: answer(CardMovementSchema),
        },
      },
      async (request, reply) => {
        const answered = await idempotent(
          database,
          request,
          reply,
          `POST /api/v1/card/{id}/${operation}`,
          (trx) => move(database, trx, request.userId, request.params.id, parseAmount(request.body.amount)),
          ticketGuard(request.userId, request.headers),
        );
        tellCardTransactions(deps.messages, request.log, request.userId);
        return answered;
      },
    );
  }

  api.get(
    '/api/v1/card/:id/transactions',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'The card’s transactions, newest first',
        querystring: Type.Object({
          ...PageQuery,
          type: Type.Optional(literals(Object.keys(CARD_TRANSACTION_TYPES) as CardTransactionType[])),
          status: Type.Optional(literals(Object.keys(CARD_TRANSACTION_STATUSES) as CardTransactionStatus[])),
        }),
        response: answer(PageOf(CardTransactionSchema)),
      },
    },
    async (request, reply) => {
      const card = await findUserCard(q, request.userId, request.params.id);
      const page = await listCardTransactions(q, card.id, request.query);
      const inReadersLanguage = storedTextsFor(request, reply);
      return ok({ ...page, list: page.list.map((row) => ({ ...row, reason: inReadersLanguage(row.reason) })) });
    },
  );

  api.post(
    '/api/v1/card/:id/sensitive',
    {
      preHandler,
      schema: {
        errors: [
          WALLET_ERRORS.codeNotRequested,
          WALLET_ERRORS.secretCheckFailed,
          WALLET_ERRORS.secretCheckLocked,
          WALLET_ERRORS.cardStatusInvalid,
        ],
        ...base,
        summary: 'Full number and CVV after a fresh access code (send/code-auto), shown 60 s',
        body: Type.Object(
          { captcha: Type.String({ minLength: 1, maxLength: 64, description: 'the access code from send/code-auto' }) },
          { additionalProperties: false },
        ),
        response: answer(CardSecretsSchema),
      },
    },
    async (request) => {
      const { secretCheck, revealGuard } = context;
      const secrets = await revealCard(
        q,
        secretCheck,
        revealGuard,
        request.userId,
        request.params.id,
        request.body.captcha,
      );
      return ok(secrets);
    },
  );
}
