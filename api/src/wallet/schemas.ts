import { Type, type TSchema } from '@sinclair/typebox';
import { refusedWith } from '../platform/validation';
import { WALLET_ERRORS } from './errors';

const amountInvalid = refusedWith(WALLET_ERRORS.amountInvalid);

/**
 * An amount as a JSON number or a decimal string. One that is not a number or a decimal answers
 * 1001; one that is not > 0 or has more than 2 decimals answers 4010, its own message. parseAmount
 * refuses one above MAX_AMOUNT with 4012.
 */
export const AmountSchema = Type.Union(
  [
    Type.String({
      allOf: [{ pattern: '^\\d{1,9}(\\.\\d{1,12})?$' }],
      pattern: '^(?!0*(\\.0*)?$)\\d+(\\.\\d{1,2})?$',
      ...amountInvalid,
    }),
    Type.Number({ exclusiveMinimum: 0, multipleOf: 0.01, ...amountInvalid }),
  ],
  { description: 'Decimal amount, > 0, at most 2 decimals, at most 1000000' },
);

export const CurrencySchema = Type.Union([Type.Literal('USD'), Type.Literal('CNY')]);

/**
 * A value the client may leave out, which the handler always has: the validator puts in the schema's
 * `default` (useDefaults). Optional in the document, required in the handler's type.
 */
const Defaulted = <T extends TSchema>(schema: T) => Type.Optional(schema) as unknown as T;

/** Paging of every list: page from 1, page_size 1–100; either may be left out (1 and 10). */
export const PageQuery = {
  page: Defaulted(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  page_size: Defaulted(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The documented success envelope (code 0) of a route whose data has this schema. */
export const answer = <T extends TSchema>(data: T) => ({
  200: Type.Object({ code: Type.Integer(), message: Type.String(), data }),
});

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The contract's Page<T>. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer() });

/** Money in every answer: a decimal string with the currency's two places ('10.50', '-3.00'). */
export const MoneySchema = (description?: string) =>
  Type.String({
    pattern: '^-?\\d+\\.\\d{2}$',
    description: description ? `decimal string with 2 places; ${description}` : 'decimal string with 2 places',
  });

/** A fee rule of exact decimal strings, as the shared fee helper takes them. */
export const FeeRuleSchema = Type.Object({
  rate: Type.String({ description: 'decimal string: the share of the amount, 0.015 for 1.5%' }),
  value: MoneySchema('the fixed part'),
  min: MoneySchema('negative: no lower limit'),
  max: MoneySchema('negative: no upper limit'),
});

/** An Idempotency-Key: 8–128 visible ASCII characters, else 4050. */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x21-\\x7e]{8,128}$';

/** The Idempotency-Key header of money-moving POSTs. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 128,
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description:
        'Replays the answer of the call that succeeded with this key; a refused call is not kept, so the key may be sent again',
      ...refusedWith(WALLET_ERRORS.idempotencyKeyInvalid),
    }),
  ),
});

/** The headers of a call that moves money out of the wallet or a card: the key, and a transaction-password ticket. */
export const TicketedMoneyHeaders = Type.Object({
  ...IdempotencyHeaders.properties,
  'x-operation-ticket': Type.Optional(
    Type.String({
      description:
        'Required: the single-use ticket of POST /api/v1/account/trx-password/check (not for a replay); a refused call leaves it unused',
    }),
  ),
});
