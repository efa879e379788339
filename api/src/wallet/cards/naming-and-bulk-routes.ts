import { WALLET_ERRORS } from '../errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BATCH_CARD_STATUS_MAX, UPDATE_CARD_STATUS } from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope';
import { localise } from '../../platform/language';
import { BatchCardStatusSchema, CardDetailsSchema } from '../answers';
import type { WalletContext } from '../context';
import { IdParams, answer } from '../schemas';
import { requestBatchCardStatus } from './batch-card-status';
import { setCardNickname } from './card-nickname';
import { cardDetailsView } from './card-store';

const literals = <T extends string>(values: T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** A card's nickname, and freezing or unfreezing several cards at once. */
export function registerCardNamingAndBulkRoutes(app: FastifyInstance, { deps, database, issuer }: WalletContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['cards'] };
  const preHandler = deps.requireUser;

  api.put(
    '/api/v1/card/:id/nickname',
    {
      preHandler,
      schema: {
        errors: [WALLET_ERRORS.cardNicknameTooLong, WALLET_ERRORS.cardNicknameInvalid, WALLET_ERRORS.cardStatusInvalid],
        ...base,
        summary: 'Name a card (trimmed, at most 20 characters as read: grapheme clusters), or clear its name with ""',
        params: IdParams,
        body: Type.Object(
          // The 20-character rule counts grapheme clusters (4031); this bound only stops oversized bodies.
          { nickname: Type.String({ maxLength: 400 }) },
          { additionalProperties: false },
        ),
        response: answer(CardDetailsSchema),
      },
    },
    async (request) =>
      ok(cardDetailsView(await setCardNickname(database, request.userId, request.params.id, request.body.nickname))),
  );

  api.post(
    '/api/v1/card/batch-status',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'Freeze or unfreeze several cards: each as the single change does, one result per card',
        description:
          'Each card is changed in its own transaction and checked against its owner; a refused card (another customer’s or unknown: 1004, a status that does not allow it: 4030) is reported in its result and does not stop the others.',
        body: Type.Object(
          {
            action: literals(Object.values(UPDATE_CARD_STATUS)),
            card_ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
              minItems: 1,
              maxItems: BATCH_CARD_STATUS_MAX,
            }),
          },
          { additionalProperties: false },
        ),
        response: answer(BatchCardStatusSchema),
      },
    },
    async (request) => {
      const { action, card_ids } = request.body;
      const answered = await requestBatchCardStatus(database, issuer, request.userId, card_ids, action);
      issuer.kick();
      const results = answered.results.map((result) =>
        result.message === null ? result : { ...result, message: localise(request, result.message) },
      );
      return ok({ ...answered, results });
    },
  );
}
