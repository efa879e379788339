import { Type, type TSchema } from '@sinclair/typebox';

/**
 * An amount as a JSON number or a decimal string; parseAmount checks > 0 and at most 2 decimals, so
 * that too many decimals get its own message (4010) rather than a generic format error.
 */
export const AmountSchema = Type.Union([Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,12})?$' }), Type.Number()], {
  description: 'Decimal amount, > 0, at most 2 decimals, at most 1000000',
});

export const CurrencySchema = Type.Union([Type.Literal('USD'), Type.Literal('CNY')]);

/** Paging of every list: page from 1, page_size 1–100 (default 10). */
export const PageQuery = {
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
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

/** The Idempotency-Key header of money-moving POSTs (8–128 visible characters). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      description:
        'Replays the answer of the call that succeeded with this key; a refused call is not kept, so the key may be sent again',
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
