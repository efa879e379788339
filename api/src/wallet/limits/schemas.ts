import { Type } from '@sinclair/typebox';
import { AmountSchema } from '../schemas';

const Limit = (what: string) => Type.Union([AmountSchema, Type.Null()], { description: `${what}; null: no limit` });

/** A card's three limits, each an amount or null. */
export const LimitsBody = Type.Object(
  {
    per_transaction_limit: Limit('the most one purchase may be'),
    daily_limit: Limit('the most the purchases of one day (Asia/Shanghai) may add up to'),
    monthly_limit: Limit('the most the purchases of one calendar month (Asia/Shanghai) may add up to'),
  },
  { additionalProperties: false },
);

/** The spending controls a card can be opened with. */
export const OpeningControls = {
  limits: Type.Optional(LimitsBody),
  single_use: Type.Optional(Type.Boolean({ description: 'closed after its first settled purchase' })),
};
