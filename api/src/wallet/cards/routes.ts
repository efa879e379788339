import { TICKETED_ERRORS, WALLET_ERRORS } from '../errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CARD_STATUSES, type CardStatus } from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok, sendJsonText } from '../../platform/envelope';
import { storedTextsFor } from '../../platform/language';
import { CardDetailsSchema, CardSchema, ProductSchema } from '../answers';
import type { WalletContext } from '../context';
import { idempotent } from '../idempotency';
import { parseAmount } from '../money';
import { AmountSchema, IdParams, PageOf, PageQuery, TicketedMoneyHeaders, answer } from '../schemas';
import { ticketGuard } from '../tickets/operation-tickets';
import { listCards } from './card-list';
import { CardListCache } from './card-list-cache';
import { cardDetailsView, findUserCard, openableCount } from './card-store';
import { openingControls } from '../limits/card-limits';
import { OpeningControls } from '../limits/schemas';
import { keptCardNickname } from './card-nickname';
import { tellCardTransactions } from './card-transaction-notice';
import { openCard } from './open-card';
import { findProduct, listProducts, productView } from './products';

export const CARD_STATUS_VALUES = Object.keys(CARD_STATUSES) as CardStatus[];
export const CardStatusSchema = Type.Union(CARD_STATUS_VALUES.map((status) => Type.Literal(status)));

/** Card products, the card list, opening one card and its details. */
export function registerCardRoutes(app: FastifyInstance, { deps, database, issuer }: WalletContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['cards'] };
  const preHandler = deps.requireUser;
  const q = database.kysely;
  // The busiest read, answered from memory until the user's cards change (card-list-cache.ts).
  const cardLists = new CardListCache<Buffer>(database);

  api.get(
    '/api/v1/card/opened-available',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'How many more cards the user may open (of 200 live cards) and the products on offer',
        response: answer(Type.Object({ available: Type.Integer(), products: Type.Array(ProductSchema) })),
      },
    },
    async (request, reply) => {
      const inReadersLanguage = storedTextsFor(request, reply);
      return ok({
        available: await openableCount(q, request.userId),
        products: (await listProducts(q)).map((product) => ({
          ...productView(product),
          name: inReadersLanguage(product.name),
        })),
      });
    },
  );

  api.get(
    '/api/v1/card',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'The user’s cards, newest first; deleted cards only with status=CARD_STATUS_DELETE',
        querystring: Type.Object({
          ...PageQuery,
          status: Type.Optional(CardStatusSchema),
          keyword: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 80,
              description: 'part of the nickname, or digits of the last four (as typed, no wildcards)',
            }),
          ),
        }),
        response: answer(PageOf(CardSchema)),
      },
    },
    async (request, reply) => {
      const { userId, query } = request;
      const read = async () => Buffer.from(JSON.stringify(ok(await listCards(q, database.dialect, userId, query))));
      return sendJsonText(reply, await cardLists.body(userId, query, read));
    },
  );

  api.post(
    '/api/v1/card',
    {
      preHandler,
      schema: {
        errors: [
          ...TICKETED_ERRORS,
          WALLET_ERRORS.amountTooLow,
          WALLET_ERRORS.amountTooHigh,
          WALLET_ERRORS.productNotFound,
          WALLET_ERRORS.profileRequired,
          WALLET_ERRORS.cardLimitReached,
          WALLET_ERRORS.walletFrozen,
          WALLET_ERRORS.insufficientBalance,
          WALLET_ERRORS.cardNicknameTooLong,
          WALLET_ERRORS.cardNicknameInvalid,
          WALLET_ERRORS.limitsOutOfOrder,
        ],
        ...base,
        summary:
          'Open one card, optionally named: the open fee, the recharge fee on the load (one OPEN_CARD row) and the load leave the wallet; INIT, then NORMAL or FAIL (all refunded); optionally with spending limits, or single-use',
        headers: TicketedMoneyHeaders,
        body: Type.Object(
          {
            product_id: Type.String({ minLength: 1, maxLength: 64 }),
            amount: AmountSchema,
            ...OpeningControls,
            // Checked as a card's name is (4031, 4032); this bound only stops oversized bodies.
            nickname: Type.Optional(
              Type.String({
                maxLength: 400,
                description: 'the card’s name (at most 20 characters as read); "" or none: unnamed',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: answer(CardDetailsSchema),
      },
    },
    async (request, reply) => {
      const answered = await idempotent(
        database,
        request,
        reply,
        'POST /api/v1/card',
        async (trx) => {
          const product = await findProduct(trx, request.body.product_id);
          const units = parseAmount(request.body.amount);
          const controls = openingControls(request.body);
          const nickname = keptCardNickname(request.body.nickname ?? '');
          return cardDetailsView(
            await openCard(database, trx, issuer, request.userId, product, units, null, Date.now(), controls, nickname),
          );
        },
        ticketGuard(request.userId, request.headers),
      );
      issuer.kick();
      tellCardTransactions(deps.messages, request.log, request.userId);
      return answered;
    },
  );

  api.get(
    '/api/v1/card/:id',
    {
      preHandler,
      schema: { ...base, summary: 'One card of the user', params: IdParams, response: answer(CardDetailsSchema) },
    },
    async (request) => ok(cardDetailsView(await findUserCard(q, request.userId, request.params.id))),
  );
}
