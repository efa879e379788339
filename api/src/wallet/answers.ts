import { Type } from '@sinclair/typebox';
import { FeeRuleSchema, MoneySchema, Nullable } from './schemas';

/** Answer schemas of the wallet routes, for the OpenAPI document and fast serialisation. */
export const BalanceSchema = Type.Object({ currency: Type.String(), available: MoneySchema(), anew: MoneySchema() });

export const WalletTransactionSchema = Type.Object({
  id: Type.String(),
  type: Type.String(),
  currency: Type.String(),
  amount: MoneySchema('signed; negative took money out of the wallet (fee included)'),
  fee: MoneySchema(),
  balance_after: MoneySchema(),
  card_id: Nullable(Type.String()),
  card_last4: Nullable(Type.String()),
  remark: Type.String(),
  created_at: Type.String(),
});

export const TopUpSchema = Type.Object({
  id: Type.String(),
  currency: Type.String(),
  amount: MoneySchema(),
  status: Type.String({ description: 'TOP_UP_STATUS_APPROVED (sandbox) or TOP_UP_STATUS_PENDING (production)' }),
  created_at: Type.String(),
});

export const CardSchema = Type.Object({
  id: Type.String(),
  last4: Type.String(),
  status: Type.String(),
  currency: Type.String(),
  balance: MoneySchema(),
  created_at: Type.String(),
  nickname: Nullable(Type.String({ description: 'the customer’s name for the card; null when it has none' })),
});

export const CardDetailsSchema = Type.Object({
  ...CardSchema.properties,
  product_id: Type.String(),
  expiry: Type.String({ description: 'MM/YY' }),
  updated_at: Type.String(),
});

export const CardTransactionSchema = Type.Object({
  id: Type.String(),
  card_id: Type.String(),
  type: Type.String(),
  status: Type.String(),
  currency: Type.String(),
  amount: MoneySchema(),
  fee: MoneySchema(),
  merchant_name: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  created_at: Type.String(),
});

export const CardMovementSchema = Type.Object({ card: CardDetailsSchema, transaction: CardTransactionSchema });

export const ProductSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  bin: Type.String(),
  currency: Type.String(),
  open_fee: FeeRuleSchema,
  recharge_fee: FeeRuleSchema,
  withdraw_fee: FeeRuleSchema,
  min_recharge: MoneySchema(),
  needs_profile: Type.Boolean({ description: 'opening needs the cardholder profile on file' }),
});

export const BatchStatusSchema = Type.Object({
  exist: Type.Boolean(),
  job_id: Type.Union([Type.String(), Type.Null()], {
    description: 'the running job, else the last one; null if none ever ran',
  }),
  total_count: Type.Integer(),
  success_count: Type.Integer(),
  fail_count: Type.Integer(),
});

export const BatchCardStatusSchema = Type.Object({
  results: Type.Array(
    Type.Object({
      card_id: Type.String(),
      ok: Type.Boolean(),
      card: Nullable(CardSchema),
      code: Nullable(Type.Integer({ description: 'the refusal’s code (error table); null when it went through' })),
      message: Nullable(Type.String()),
    }),
  ),
  success_count: Type.Integer(),
  fail_count: Type.Integer(),
});

export const BillingAddressSchema = Type.Object({
  line1: Type.String(),
  line2: Type.String({ description: "'' when the address has no second line" }),
  city: Type.String(),
  region: Type.String({ description: 'state, province or region' }),
  postal_code: Type.String(),
  country: Type.String({ description: 'ISO 3166-1 alpha-2' }),
});

export const CardSecretsSchema = Type.Object({
  card_id: Type.String(),
  card_no: Type.String(),
  cvv: Type.String(),
  expiry: Type.String(),
  expires_at: Type.String(),
  checkout: Type.Object(
    {
      name: Type.Union([Type.String(), Type.Null()], {
        description: "the cardholder profile's name the card was opened with, else the account's; null without one",
      }),
      billing_address: Type.Union([BillingAddressSchema, Type.Null()], {
        description: "the billing address the issuer registered for the card's product",
      }),
    },
    { description: 'what a checkout form asks for besides the number' },
  ),
});
